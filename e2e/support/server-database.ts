import path from 'node:path';
import { SQLite } from '../../apps/server/src/db/sqlite-driver';
import { dataDir } from './app';

/**
 * The running server's SQLite file, for a fixture that sets up what no call can (a time shift,
 * a session starting soon), opened with the driver the server itself uses on this Node
 * (better-sqlite3 12 is built for Node 20 only) and waiting up to 5 s for the server's writes.
 * The caller closes it.
 */
export const openServerDatabase = () => {
  const db = new SQLite(path.join(dataDir(), 'console.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
};
