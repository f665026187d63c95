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

  /**
   * The default store of a new session: the lowest-numbered store the account owns, else the
   * lowest-numbered one where it is an active employee (of an owner who still owns it).
   */
  firstStoreId: async (accountId: number): Promise<number | null> => {
    const owned = await db
      .selectFrom('store_managers')
      .select('store_id')
      .where('account_id', '=', accountId)
      .orderBy('store_id')
      .limit(1)
      .executeTakeFirst();
    if (owned) return owned.store_id;
    const employed = await db
      .selectFrom('employees as e')
      .innerJoin('employee_stores as es', 'es.employee_id', 'e.id')
      .innerJoin('store_managers as om', (join) =>
        join.onRef('om.account_id', '=', 'e.owner_account_id').onRef('om.store_id', '=', 'es.store_id'),
      )
      .select('es.store_id')
      .where('e.account_id', '=', accountId)
      .where('e.status', '=', 'active')
      .orderBy('es.store_id')
      .limit(1)
      .executeTakeFirst();
    return employed?.store_id ?? null;
  },

  /**
   * What the account is to stores: it owns some (store_managers), works in some (active
   * employments), or was shut out of some (disabled employments). docs/staff-access.md.
   */
  employmentFacts: async (
    accountId: number,
  ): Promise<{ owns: boolean; active: boolean; disabled: boolean }> => {
    const row = await db
      .selectFrom('accounts as a')
      .select(({ exists, selectFrom }) => [
        exists(
          selectFrom('store_managers as m').select('m.store_id').whereRef('m.account_id', '=', 'a.id'),
        ).as('owns'),
        exists(
          selectFrom('employees as e')
            .select('e.id')
            .whereRef('e.account_id', '=', 'a.id')
            .where('e.status', '=', 'active'),
        ).as('active'),
        exists(
          selectFrom('employees as e')
            .select('e.id')
            .whereRef('e.account_id', '=', 'a.id')
            .where('e.status', '=', 'disabled'),
        ).as('disabled'),
      ])
      .where('a.id', '=', accountId)
      .executeTakeFirst();
    // SQLite answers `exists` with 0/1, PostgreSQL with booleans.
    const yes = (value: unknown) => Boolean(Number(value));
    return { owns: yes(row?.owns), active: yes(row?.active), disabled: yes(row?.disabled) };
  },

  /**
   * Sets the first password of an account that must set one, clearing the flag; false when
   * the flag was already clear (set before, or by a parallel call).
   */
  setInitialPasswordHash: async (id: number, passwordHash: string): Promise<boolean> => {
    const result = await db
      .updateTable('accounts')
      .set({ password_hash: passwordHash, must_set_password: 0 })
      .where('id', '=', id)
      .where('must_set_password', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** A new password; an employee's account that had to set one no longer has to. */
  setPasswordHash: async (id: number, passwordHash: string) => {
    await db
      .updateTable('accounts')
      .set({ password_hash: passwordHash, must_set_password: 0 })
      .where('id', '=', id)
      .execute();
  },
});
