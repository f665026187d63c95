import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The read of the access plugin, on every call so that a revoked session, a changed role, a
 * lost store or a withdrawn grant applies at once: the session with its account's role (by the
 * unique token hash), and in the same statement what the call needs to know about its store and
 * permission.
 */
export const createAccessRepository = (db: Database) => ({
  /**
   * The access hook's one read per call: the session with its account's role, whether the
   * account manages the store the call would act on (`headerStore`, else the session's own
   * selection) and whether the role holds `permission`. A null permission is never granted;
   * callers that only need the session pass nulls.
   */
  findCaller: (tokenHash: string, headerStore: number | null, permission: string | null) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(({ exists, selectFrom }) => [
        's.id',
        's.account_id',
        's.store_id',
        's.expires_at',
        's.revoked_at',
        'a.role',
        exists(
          selectFrom('store_managers as m')
            .select('m.store_id')
            .whereRef('m.account_id', '=', 's.account_id')
            // The cast types the parameter on PostgreSQL when it is null.
            .where(sql<boolean>`m.store_id = coalesce(cast(${headerStore} as integer), s.store_id)`),
        ).as('manages'),
        exists(
          selectFrom('role_functions as rf')
            .innerJoin('menu_functions as f', 'f.id', 'rf.function_id')
            .select('rf.function_id')
            .whereRef('rf.role', '=', 'a.role')
            .where('f.name', '=', permission ?? ''),
        ).as('granted'),
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst(),
});
