import { type WithdrawalAccount, withdrawalAccountListSpec } from '@merchant/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { WithdrawalAccountTable } from '../../db/tables-finance';
import { defineListFields, fetchListPage, type ListPlan, mapPage } from '../../lib/list-query';

export const withdrawalAccountList = defineListFields(
  withdrawalAccountListSpec,
  {
    type: 'w.type',
    holder_name: 'w.holder_name',
    is_default: 'w.is_default',
    created_at: 'w.created_at',
  },
  { idColumn: 'w.id' },
);

export type WithdrawalAccountRow = Selectable<WithdrawalAccountTable>;

/** What the console gets: the masked number only (the full one never leaves the server). */
export const toWithdrawalAccount = (row: WithdrawalAccountRow): WithdrawalAccount => ({
  id: row.id,
  type: row.type,
  holder_name: row.holder_name,
  account_no_masked: row.account_no_masked,
  bank_name: row.bank_name,
  bank_branch: row.bank_branch,
  is_default: Number(row.is_default) === 1,
  usable_from: row.usable_from,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Withdrawal accounts; every query names the store, and removed accounts are never shown. */
export const createWithdrawalAccountRepository = (db: Database) => {
  const live = (storeId: number) =>
    db
      .selectFrom('withdrawal_accounts as w')
      .where('w.store_id', '=', storeId)
      .where('w.deleted_at', 'is', null);

  return {
    list: async (storeId: number, plan: ListPlan) =>
      mapPage(await fetchListPage(live(storeId), plan, (query) => query.selectAll('w')), toWithdrawalAccount),

    find: (storeId: number, id: number) =>
      live(storeId).selectAll('w').where('w.id', '=', id).executeTakeFirst(),

    countLive: async (storeId: number): Promise<number> => {
      const row = await live(storeId)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The oldest live account other than `except` (the next default when the default goes). */
    oldestOther: (storeId: number, except: number) =>
      live(storeId).select('w.id').where('w.id', '!=', except).orderBy('w.id').limit(1).executeTakeFirst(),

    clearDefault: async (storeId: number, at: string) => {
      await db
        .updateTable('withdrawal_accounts')
        .set({ is_default: 0, updated_at: at })
        .where('store_id', '=', storeId)
        .where('is_default', '=', 1)
        .where('deleted_at', 'is', null)
        .execute();
    },

    insert: async (row: Insertable<WithdrawalAccountTable>): Promise<number> =>
      (await db.insertInto('withdrawal_accounts').values(row).returning('id').executeTakeFirstOrThrow()).id,

    update: async (storeId: number, id: number, values: Partial<Insertable<WithdrawalAccountTable>>) => {
      await db
        .updateTable('withdrawal_accounts')
        .set(values)
        .where('store_id', '=', storeId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** The store's approved qualifications' legal representative (the name accounts must carry). */
    approvedHolderNames: async (storeId: number): Promise<string[]> =>
      (
        await db
          .selectFrom('store_qualifications as q')
          .innerJoin('store_claims as c', 'c.id', 'q.claim_id')
          .select('q.legal_name')
          .where('c.store_id', '=', storeId)
          .where('c.status', '=', 'approved')
          .execute()
      ).map((r) => r.legal_name),

    isOwner: async (accountId: number, storeId: number): Promise<boolean> =>
      (await db
        .selectFrom('store_managers')
        .select('account_id')
        .where('account_id', '=', accountId)
        .where('store_id', '=', storeId)
        .executeTakeFirst()) !== undefined,

    ownerIds: async (storeId: number): Promise<number[]> =>
      (
        await db.selectFrom('store_managers').select('account_id').where('store_id', '=', storeId).execute()
      ).map((r) => r.account_id),

    phoneOf: async (accountId: number): Promise<string | null> =>
      (await db.selectFrom('accounts').select('phone').where('id', '=', accountId).executeTakeFirst())
        ?.phone ?? null,

    storeName: async (storeId: number): Promise<string> =>
      (await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst())?.name ?? '',
  };
};
