import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/database';

/**
 * A brand-new database on the PostgreSQL server that `serverUrl` names, empty or a copy of the
 * database `template` (which nobody may be connected to): its URL, and `drop()` that removes it
 * again (with any connections still open to it).
 */
export const createPostgresDatabase = async (
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `merchant_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  /**
   * pg's pool.end() resolves once it has asked its clients to end, before their sockets close;
   * a forced drop at that moment terminates them mid-goodbye, and the FATAL reaches a client
   * that no longer listens for errors (an uncaught exception that fails the run). So the drop
   * first waits, briefly, for the database's other connections to go; `force` then only ends
   * connections that were really left open.
   */
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (let i = 0; i < 40; i++) {
        const { rows } = await client.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        if (Number(rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
};

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
    const fresh = await createPostgresDatabase(serverUrl);
    const db = openDatabase({ kind: 'postgres', url: fresh.url });
    return {
      db,
      kind: 'postgres',
      drop: async () => {
        await db.destroy();
        await fresh.drop();
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
