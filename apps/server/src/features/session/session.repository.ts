import type { Database } from '../../db/database';
import type { Session } from '../../db/tables';
import { isoNow } from '../../lib/time';

/** Sessions: one row per issued token, found by the token's hash. */
export const createSessionRepository = (db: Database) => ({
  findByTokenHash: (tokenHash: string): Promise<Session | undefined> =>
    db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  insert: async (row: {
    account_id: number;
    token_hash: string;
    expires_at: string;
    ip: string;
    store_id?: number | null;
  }) => {
    await db
      .insertInto('sessions')
      .values({ ...row, store_id: row.store_id ?? null, created_at: isoNow() })
      .execute();
  },

  /** False when the session was already revoked (two exchanges of one token race). */
  revoke: async (id: number, reason: string): Promise<boolean> => {
    const result = await db
      .updateTable('sessions')
      .set({ revoked_at: isoNow(), revoke_reason: reason })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Revokes every live session of an account except `keepId` (a password change). */
  revokeOthers: async (accountId: number, keepId: number | null, reason: string) => {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: isoNow(), revoke_reason: reason })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null);
    if (keepId !== null) query = query.where('id', '!=', keepId);
    await query.execute();
  },

  setStore: async (id: number, storeId: number) => {
    await db.updateTable('sessions').set({ store_id: storeId }).where('id', '=', id).execute();
  },

  /**
   * Puts the account's live sessions that have no store on `storeId` (a merchant's first store
   * was just approved), so that store-scoped calls work without signing in again.
   */
  setStoreWhereNone: async (accountId: number, storeId: number) => {
    await db
      .updateTable('sessions')
      .set({ store_id: storeId })
      .where('account_id', '=', accountId)
      .where('store_id', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
