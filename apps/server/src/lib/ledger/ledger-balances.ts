import { sql } from 'kysely';
import type { MigrationDb } from '../../db/migrations/schema-helpers';

/**
 * The key `ledger_balances` stores for "none": the platform's store id and the owner of an
 * account the store or the platform owns. Ids start at 1, so 0 names no store and no card; a
 * non-null key lets one plain primary key serve `on conflict` on both databases (a null is
 * distinct from every other null in a unique index).
 */
export const NO_ID = 0;

/**
 * Sets every account's running balance to the sum of its entries, in one grouped read of
 * ledger_entries (the covering index on (store_id, account_kind, account_owner_id, amount_fen)
 * answers it in order). The migration that creates the table backfills with it, and the data
 * generator, which writes entries in bulk, rebuilds with it after writing them. Callers run it
 * inside a transaction and with no journal being posted meanwhile.
 */
export const rebuildLedgerBalances = async (db: MigrationDb): Promise<void> => {
  await sql`delete from ledger_balances`.execute(db);
  await sql`insert into ledger_balances (store_id, account_kind, account_owner_id, balance_fen)
    select coalesce(store_id, ${sql.lit(NO_ID)}), account_kind, coalesce(account_owner_id, ${sql.lit(NO_ID)}),
      sum(amount_fen)
    from ledger_entries group by store_id, account_kind, account_owner_id`.execute(db);
};
