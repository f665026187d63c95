import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';

/**
 * Sign-in attempts that have not succeeded (yet), one row each, shared by every process that
 * uses the database. A row is written (under the limit's locks, lib/attempt-limit.ts) before
 * the password is checked and removed again on success, so parallel guesses count against the
 * limit while they are being checked.
 */
export const createLoginFailureRepository = (db: Database) => ({
  insert: async (row: { username: string; ip: string }): Promise<number> => {
    const { id } = await db
      .insertInto('login_failures')
      .values({ ...row, created_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  clearUsername: async (username: string) => {
    await db.deleteFrom('login_failures').where('username', '=', username).execute();
  },

  /** Rows older than every window count for nothing; dropping them keeps the table small. */
  pruneBefore: async (before: string) => {
    await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
  },
});
