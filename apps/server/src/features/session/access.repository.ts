import type { Database } from '../../db/database';

/**
 * The two reads of the access plugin, on every call so that a revoked session, a changed role,
 * a lost store or a withdrawn grant applies at once: the session with its account's role (by
 * the unique token hash), then what this call needs to know about store and permission.
 */
export const createAccessRepository = (db: Database) => ({
  findSessionWithRole: (tokenHash: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(['s.id', 's.account_id', 's.store_id', 's.expires_at', 's.revoked_at', 'a.role'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  /**
   * In one round trip: whether the account manages `storeId` (store_managers' primary key) and
   * whether `role` holds the permission code (role_functions' primary key, menu_functions by
   * id). A null argument is answered false without being looked up.
   */
  facts: async (
    accountId: number,
    role: number,
    storeId: number | null,
    permission: string | null,
  ): Promise<{ manages: boolean; granted: boolean }> => {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('store_managers')
              .select('store_id')
              .where('account_id', '=', accountId)
              .where('store_id', '=', storeId ?? 0),
          )
          .as('manages'),
        eb
          .exists(
            eb
              .selectFrom('role_functions as rf')
              .innerJoin('menu_functions as f', 'f.id', 'rf.function_id')
              .select('rf.function_id')
              .where('rf.role', '=', role)
              .where('f.name', '=', permission ?? ''),
          )
          .as('granted'),
      ])
      .executeTakeFirstOrThrow();
    // SQLite answers 0/1, PostgreSQL booleans.
    return {
      manages: storeId !== null && Boolean(Number(row.manages)),
      granted: permission !== null && Boolean(Number(row.granted)),
    };
  },
});
