import { rebuildLedgerBalances } from '../../lib/ledger/ledger-balances';
import type { MigrationDb } from './schema-helpers';

/**
 * A running balance per ledger account (docs/ledger.md "Running balances"): a store's balance
 * is one row read, not a sum over its entries (a chain's year holds 100,000+ entries a store).
 * writeJournal (lib/ledger/post-journal.ts) adds each journal's entries to it in the same
 * transaction; the ledger check proves it equal to the sums. The key is the account with 0 for
 * "none" (NO_ID): store_id 0 is the platform's books, account_owner_id 0 an account the store
 * or the platform owns. Backfilled from the entries already posted.
 *
 * Also indexes for the ledger check at a chain's size (docs/ledger.md "The check"): ...
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createTable('ledger_balances')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('account_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_owner_id', 'bigint', (c) => c.notNull())
    // Signed fen: the sum of the account's entries.
    .addColumn('balance_fen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_balances_pk', ['store_id', 'account_kind', 'account_owner_id'])
    .execute();
  await rebuildLedgerBalances(db);
};
