import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/database';

/**
 * An empty database of its own, not migrated (for tests of the migrations themselves): a
 * temporary SQLite file, or, when DATABASE_URL names a PostgreSQL server, a fresh database on
 * it that `drop()` removes again.
 */
export const createEmptyDatabase = async (): Promise<{
  db: Database;
  kind: Config['database']['kind'];
  drop: () => Promise<void>;
}> => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl?.startsWith('postgres')) {
    const name = `merchant_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      db,
      kind: 'postgres',
      drop: async () => {
        await db.destroy();
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-migration-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') });
  return {
    db,
    kind: 'sqlite',
    drop: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
