import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { LedgerBalanceTable, LedgerEntryTable } from '../../db/tables-ledger';
import type { LedgerAccount } from './ledger-accounts';
import { NO_ID } from './ledger-balances';

export type LedgerEntryRow = Selectable<LedgerEntryTable>;

/**
 * The only code that touches ledger_entries and ledger_balances. It inserts entries and reads
 * them; by design it has no method that updates or deletes an entry (the table's triggers refuse
 * both anyway). The only write to a balance is adding a posted journal's entries to it. A test
 * asserts this object's method names.
 */
export const createLedgerRepository = (db: Database) => ({
  /**
   * Inserts a journal's entries in one statement; lines that already exist (the same movement
   * posted before, or concurrently and committed first) are skipped. Answers the ids inserted.
   */
  insertEntries: async (rows: Insertable<LedgerEntryTable>[]): Promise<number[]> =>
    (
      await db
        .insertInto('ledger_entries')
        .values(rows)
        .onConflict((oc) => oc.columns(['journal', 'line']).doNothing())
        .returning('id')
        .execute()
    ).map((r) => Number(r.id)),

  /** The entries of one journal, by line. */
  journal: (journal: string): Promise<LedgerEntryRow[]> =>
    db.selectFrom('ledger_entries').selectAll().where('journal', '=', journal).orderBy('line').execute(),

  /**
   * Adds a posted journal's entries to their accounts' running balances, in one statement: an
   * account's first entry inserts its row, a later one adds to it in place (`balance_fen +
   * excluded.balance_fen`, evaluated on the row as locked), so concurrent journals on
   * PostgreSQL never lose an update. The lines are summed per account first (a statement may
   * not update one row twice) and written in key order, so two journals lock shared accounts
   * in the same order and cannot deadlock.
   */
  addToBalances: async (lines: readonly { account: LedgerAccount; amount_fen: number }[]): Promise<void> => {
    const byAccount = new Map<string, LedgerBalanceTable>();
    for (const { account, amount_fen } of lines) {
      const row = {
        store_id: account.storeId ?? NO_ID,
        account_kind: account.kind,
        account_owner_id: account.ownerId ?? NO_ID,
        balance_fen: 0,
      };
      const key = `${row.store_id}|${row.account_kind}|${row.account_owner_id}`;
      const known = byAccount.get(key) ?? row;
      known.balance_fen += amount_fen;
      byAccount.set(key, known);
    }
    const rows = [...byAccount.values()].sort(
      (a, b) =>
        a.store_id - b.store_id ||
        (a.account_kind < b.account_kind ? -1 : a.account_kind > b.account_kind ? 1 : 0) ||
        a.account_owner_id - b.account_owner_id,
    );
    await db
      .insertInto('ledger_balances')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['store_id', 'account_kind', 'account_owner_id']).doUpdateSet((eb) => ({
          balance_fen: eb('ledger_balances.balance_fen', '+', eb.ref('excluded.balance_fen')),
        })),
      )
      .execute();
  },

  /** An account's running balance (0 when it has no entry yet): one row read by its key. */
  balance: async (account: LedgerAccount): Promise<number> => {
    const row = await db
      .selectFrom('ledger_balances')
      .select('balance_fen')
      .where('store_id', '=', account.storeId ?? NO_ID)
      .where('account_kind', '=', account.kind)
      .where('account_owner_id', '=', account.ownerId ?? NO_ID)
      .executeTakeFirst();
    return Number(row?.balance_fen ?? 0);
  },

  /** The sum of an account's entries (0 when it has none): what its running balance must equal. */
  sumOf: async (account: LedgerAccount): Promise<number> => {
    const row = await db
      .selectFrom('ledger_entries')
      .select(sql<number | string | null>`sum(amount_fen)`.as('total'))
      .where('account_kind', '=', account.kind)
      .where('store_id', account.storeId === null ? 'is' : '=', account.storeId)
      .where('account_owner_id', account.ownerId === null ? 'is' : '=', account.ownerId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },
});

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
