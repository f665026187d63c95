import { ledgerListSpec, type StoreBalanceKind, storeBalanceKinds } from '@merchant/shared';
import type { Database } from '../../db/database';
import { NO_ID } from '../../lib/ledger/ledger-balances';
import { defineListFields, fetchCursorPage, type ListPlan, mapPage } from '../../lib/list-query';

/** Where the statement's declared fields live (packages/shared lists/ledger.list.ts). */
export const ledgerList = defineListFields(
  ledgerListSpec,
  {
    account_kind: 'e.account_kind',
    object_kind: 'e.object_kind',
    object_id: 'e.object_id',
    amount_fen: 'e.amount_fen',
    created_at: 'e.created_at',
  },
  { idColumn: 'e.id' },
);

/** Reads of the store's own balances in the ledger. Every query names the store. */
export const createFinanceRepository = (db: Database) => {
  /** The store's entries on its three balances (ledger_entries_store_time_idx walks them by time). */
  const statementOf = (storeId: number) =>
    db
      .selectFrom('ledger_entries as e')
      .where('e.store_id', '=', storeId)
      .where('e.account_kind', 'in', [...storeBalanceKinds])
      .where('e.account_owner_id', 'is', null);

  return {
    /**
     * The store's three balances, read from their running balances (ledger_balances, one row
     * an account by its key): the sums would read every entry of the store, 100,000+ a year.
     * A balance without entries has no row and is 0.
     */
    balances: async (storeId: number): Promise<Record<StoreBalanceKind, number>> => {
      const rows = await db
        .selectFrom('ledger_balances')
        .select(['account_kind', 'balance_fen'])
        .where('store_id', '=', storeId)
        .where('account_kind', 'in', [...storeBalanceKinds])
        .where('account_owner_id', '=', NO_ID)
        .execute();
      const sums = { store_custody: 0, store_available: 0, store_withdrawing: 0 };
      for (const row of rows) sums[row.account_kind as StoreBalanceKind] = Number(row.balance_fen);
      return sums;
    },

    statement: async (storeId: number, plan: ListPlan) =>
      mapPage(
        await fetchCursorPage(db, statementOf(storeId), plan, (query) =>
          query.select([
            'e.id',
            'e.journal',
            'e.account_kind',
            'e.amount_fen',
            'e.object_kind',
            'e.object_id',
            'e.reverses_entry_id',
            'e.actor_kind',
            'e.created_at',
          ]),
        ),
        (row) => ({
          ...row,
          id: Number(row.id),
          amount_fen: Number(row.amount_fen),
          object_id: Number(row.object_id),
          reverses_entry_id: row.reverses_entry_id === null ? null : Number(row.reverses_entry_id),
        }),
      ),
  };
};
