import { type MigrationDb, recreateIndex } from './schema-helpers';

/**
 * The store's statement (/deposit) pages its entries on its three balances newest first, and
 * counts them (up to 10,001) in the same order (lib/list-query `fetchCursorPage`). The index on
 * (store_id, created_at, id) gave the order but not the account, so each entry was read from the
 * table to keep the store's own balances: with a chain's year (6.5 million entries, 330,000 of
 * the busiest store's) the count took 51 ms on SQLite. The account columns in the index let
 * both the page and the count skip the other accounts' entries inside the index.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await recreateIndex(db, 'ledger_entries_store_time_idx', 'ledger_entries', [
    'store_id',
    'created_at',
    'id',
    'account_kind',
    'account_owner_id',
  ]);
};
