import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';

/** Phone codes sent, stored as hashes; a row also counts as one send for the limits. */
export const createSmsCodeRepository = (db: Database) => ({
  insert: async (row: {
    phone: string;
    code_hash: string;
    ip: string;
    expires_at: string;
  }): Promise<number> => {
    const { id } = await db
      .insertInto('sms_codes')
      .values({ ...row, created_at: isoNow(), used_at: null, failed_attempts: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  remove: async (id: number) => {
    await db.deleteFrom('sms_codes').where('id', '=', id).execute();
  },

  /** The newest code sent to the phone that has not expired (used or not). */
  findLatestUnexpired: (phone: string) =>
    db
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'used_at', 'failed_attempts'])
      .where('phone', '=', phone)
      .where('expires_at', '>', isoNow())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /**
   * Takes one of the code's tries before the code is compared, in one conditional update, so
   * that parallel guesses cannot get more than `max` tries. False when none is left.
   */
  claimAttempt: async (id: number, max: number): Promise<boolean> => {
    const result = await db
      .updateTable('sms_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('failed_attempts', '<', max)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Gives back a try that turned out right (the column counts wrong tries only). */
  releaseAttempt: async (id: number) => {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) }))
      .where('id', '=', id)
      .where('failed_attempts', '>', 0)
      .execute();
  },

  /** Spends the code; false when another request spent it first. */
  markUsed: async (id: number): Promise<boolean> => {
    const result = await db
      .updateTable('sms_codes')
      .set({ used_at: isoNow() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  pruneBefore: async (before: string) => {
    await db.deleteFrom('sms_codes').where('created_at', '<', before).execute();
  },
});
