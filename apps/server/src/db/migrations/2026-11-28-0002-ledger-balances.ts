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
 * The balance call also lists the store's redemptions still inside their undo window
 * (features/finance/upcoming-settlements.ts): SQLite read every undoable redemption of every
 * store through (status, undo_deadline_at) and then each row from the table (1.3 ms on 252,000
 * redemptions); this index answers the store's alone, from the index.
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
  await db.schema
    .createIndex('coupon_redemptions_store_status_idx')
    .on('coupon_redemptions')
    .columns(['store_id', 'status', 'undo_deadline_at', 'gross_fen', 'fee_fen'])
    .execute();
};
