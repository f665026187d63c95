import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { nthNewestAttemptSince } from './attempt-window';

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

  /** See nthNewestAttemptSince (attempt-window.ts). */
  nthNewestSince: (
    by: { column: 'username' | 'ip'; value: string },
    since: string,
    n: number,
    exceptId: number,
  ) => nthNewestAttemptSince(db, 'login_failures', by, since, n, exceptId),

  clearUsername: async (username: string) => {
    await db.deleteFrom('login_failures').where('username', '=', username).execute();
  },

  /** Rows older than every window count for nothing; dropping them keeps the table small. */
  pruneBefore: async (before: string) => {
    await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
  },
});
