import { type Withdrawal, withdrawalListSpec } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { WithdrawalTable } from '../../db/tables-finance';
import { balanceOf, storeAccount } from '../../lib/ledger';
import { defineListFields } from '../../lib/list-query';

export type WithdrawalRow = Selectable<WithdrawalTable>;

/** Where the withdrawal list's declared fields live (packages/shared lists/ledger.list.ts). */
export const withdrawalList = defineListFields(
  withdrawalListSpec,
  {
    withdrawal_no: 'w.withdrawal_no',
    status: 'w.status',
    store_id: 'w.store_id',
    amount: 'w.amount_fen',
    created_at: 'w.created_at',
  },
  { idColumn: 'w.id' },
);

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: Number(row.id),
  withdrawal_no: row.withdrawal_no,
  store_id: Number(row.store_id),
  amount: Number(row.amount_fen),
  fee: Number(row.fee_fen),
  status: row.status as Withdrawal['status'],
  account_id: Number(row.account_id),
  account_type: Number(row.account_type),
  account_no_masked: row.account_no_masked,
  holder_name: row.holder_name,
  failure_reason: row.failure_reason,
  provider: row.provider,
  provider_ref: row.provider_ref,
  approved_at: row.approved_at,
  succeeded_at: row.succeeded_at,
  failed_at: row.failed_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Withdrawals' rows. Store reads name the store; the platform's do not. */
export const createWithdrawalRepository = (db: Database) => ({
  find: (id: number, storeId?: number) => {
    let query = db.selectFrom('withdrawals').selectAll().where('id', '=', id);
    if (storeId !== undefined) query = query.where('store_id', '=', storeId);
    return query.executeTakeFirst();
  },

  byNo: (withdrawalNo: string) =>
    db.selectFrom('withdrawals').selectAll().where('withdrawal_no', '=', withdrawalNo).executeTakeFirst(),

  /**
   * Holds the row for the rest of the transaction with a write that changes nothing (PostgreSQL
   * takes the row lock, SQLite the write lock): approve, reject and a provider's answer queue.
   */
  lock: async (id: number) => {
    await db
      .updateTable('withdrawals')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
  },

  /** The store's balance `kind`, read from the ledger (its running balance). */
  balance: (storeId: number, kind: 'store_available'): Promise<number> =>
    balanceOf(db, storeAccount(kind, storeId)),

  insert: async (row: Omit<WithdrawalRow, 'id' | 'fee_fen'>) =>
    Number((await db.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow()).id),

  entriesOf: (id: number) =>
    db
      .selectFrom('ledger_entries')
      .select([
        'id',
        'journal',
        'account_kind',
        'amount_fen',
        'object_kind',
        'object_id',
        'reverses_entry_id',
        'actor_kind',
        'created_at',
      ])
      .where('object_kind', '=', 'withdrawal')
      .where('object_id', '=', id)
      .orderBy('id')
      .execute(),

  /** Approved withdrawals whose payout was asked for and has not answered yet (the query job). */
  awaitingAnswer: (after: number, size: number) =>
    db
      .selectFrom('withdrawals')
      .select(['id', 'withdrawal_no'])
      .where('status', '=', 'withdrawing')
      .where('payout_called_at', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)
      .execute(),

  setting: async (key: string) =>
    (await db.selectFrom('platform_settings').select('value').where('key', '=', key).executeTakeFirst())
      ?.value ?? null,
});
