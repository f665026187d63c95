import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { LedgerEntryTable } from '../../db/tables-ledger';
import type { LedgerAccount } from './ledger-accounts';

export type LedgerEntryRow = Selectable<LedgerEntryTable>;

/**
 * The only code that touches ledger_entries. It inserts and reads; by design it has no method
 * that updates or deletes an entry (the table's triggers refuse both anyway). A test asserts
 * this object's method names.
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

  /** The sum of an account's entries (0 when it has none). */
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
