import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Serialises every transaction that names one of `keys` (a limit's key, a store name being
 * taken) for the rest of the transaction `trx`, when no row exists yet to lock (lockStore locks
 * a store's row). PostgreSQL: one transaction-scoped advisory lock per key, taken in sorted
 * order (two callers sharing two keys cannot deadlock), released at commit or rollback; a hash
 * collision only makes two keys wait for each other. SQLite: the transaction already is the
 * only writer (one connection, held by the transaction), so nothing more is needed.
 */
export const lockKeys = async (trx: Database, keys: readonly string[]): Promise<void> => {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...new Set(keys)].sort())
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
};
