import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';

/** New accounts made by the registration wizard. */
export const createRegistrationRepository = (db: Database) => ({
  insertAccount: async (row: {
    username: string;
    phone: string;
    password_hash: string;
    name: string;
    role: number;
  }): Promise<number> => {
    const { id } = await db
      .insertInto('accounts')
      .values({ ...row, avatar: '', created_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
});
