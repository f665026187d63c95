import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';

/**
 * Consumer accounts of the marketplace app (role 1). They are kept apart from console accounts
 * by their user name `app:<phone>` and carry no phone in `accounts.phone`, which stays the
 * console's sign-in key (docs/decisions.md "Consumer accounts").
 */
export const appUsernameOf = (phone: string): string => `app:${phone}`;

/** Not a scrypt hash, so no password ever matches: consumers sign in with phone codes only. */
const NO_PASSWORD = 'none';

export const createAppAccountRepository = (db: Database) => ({
  findIdByPhone: async (phone: string): Promise<number | null> => {
    const row = await db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', appUsernameOf(phone))
      .executeTakeFirst();
    return row?.id ?? null;
  },

  insert: async (phone: string, role: number): Promise<number> => {
    const { id } = await db
      .insertInto('accounts')
      .values({
        username: appUsernameOf(phone),
        phone: null,
        password_hash: NO_PASSWORD,
        name: phone,
        avatar: '',
        role,
        created_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
});
