import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-database';
import type { Database } from './database';

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * The pool's connections run with Memoize off (db/database.ts): with it, PostgreSQL 15 spent 30
 * of 33 ms of a page of 20 redemptions on hash tables sized for the 100,000 rows the joins
 * would give without the LIMIT (docs/performance.md "A million orders").
 */
describe.runIf(onPostgres)('the PostgreSQL pool', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createEmptyDatabase());
  });
  afterAll(() => drop());

  it('opens every connection with Memoize off', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        db.transaction().execute((trx) => sql<{ enable_memoize: string }>`show enable_memoize`.execute(trx)),
      ),
    );
    expect(answers.map((a) => a.rows[0]?.enable_memoize)).toEqual(['off', 'off', 'off']);
  });
});
