import type { Database } from '../../db/database';
import type { Account } from '../../db/tables';

/** Accounts: found by user name, phone or id; the password is the only thing changed here. */
export const createAccountRepository = (db: Database) => ({
  findByUsername: (username: string): Promise<Account | undefined> =>
    db.selectFrom('accounts').selectAll().where('username', '=', username).executeTakeFirst(),

  findByPhone: (phone: string): Promise<Account | undefined> =>
    db.selectFrom('accounts').selectAll().where('phone', '=', phone).executeTakeFirst(),

  findById: (id: number): Promise<Account | undefined> =>
    db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The lowest-numbered store the account manages, the default store of a new session. */
  firstStoreId: async (accountId: number): Promise<number | null> => {
    const row = await db
      .selectFrom('store_managers')
      .select('store_id')
      .where('account_id', '=', accountId)
      .orderBy('store_id')
      .limit(1)
      .executeTakeFirst();
    return row?.store_id ?? null;
  },

  setPasswordHash: async (id: number, passwordHash: string) => {
    await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  },
});
