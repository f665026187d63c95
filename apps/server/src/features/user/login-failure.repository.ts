import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';

/**
 * Sign-in attempts that have not succeeded (yet), one row each, shared by every process that
 * uses the database. A row is written before the password is checked and removed again on
 * success, so parallel guesses count against the limit while they are being checked.
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

  remove: async (id: number) => {
    await db.deleteFrom('login_failures').where('id', '=', id).execute();
  },

  /**
   * The time of the n-th newest row since `since` for this user name or address, leaving out
   * row `exceptId` (the attempt asking); undefined when there are fewer than n.
   */
  nthNewestSince: async (
    by: { column: 'username' | 'ip'; value: string },
    since: string,
    n: number,
    exceptId: number,
  ): Promise<string | undefined> => {
    const row = await db
      .selectFrom('login_failures')
      .select('created_at')
      .where(by.column, '=', by.value)
      .where('created_at', '>=', since)
      .where('id', '!=', exceptId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row?.created_at;
  },

  clearUsername: async (username: string) => {
    await db.deleteFrom('login_failures').where('username', '=', username).execute();
  },

  /** Rows older than every window count for nothing; dropping them keeps the table small. */
  pruneBefore: async (before: string) => {
    await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
  },
});
