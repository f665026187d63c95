import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-database';
import type { Database } from './database';

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * A pooled PostgreSQL connection that the server ends while it sits idle (a restart, a
 * failover, `drop database … with (force)`) must not stop the process: without a listener,
 * pg's pool raises it as an uncaught exception.
 */
describe.runIf(onPostgres)('a pooled connection ended by the server while idle', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await createEmptyDatabase());
  });
  afterAll(() => drop());

  it('is replaced, and the next query works', async () => {
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const pid = before.rows[0]?.pid;
    const uncaught: unknown[] = [];
    const listen = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listen);
    try {
      // Ended from a connection outside the pool while the pooled one is idle.
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(after.rows[0]?.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', listen);
    }
  });
});
