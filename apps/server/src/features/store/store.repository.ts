import type { Database } from '../../db/database';

/** Stores as seen by the accounts that manage them. */
export const createStoreRepository = (db: Database) => ({
  /** The stores an account manages, oldest first (the switcher's default is the first). */
  listManaged: (accountId: number) =>
    db
      .selectFrom('stores as s')
      .innerJoin('store_managers as m', 'm.store_id', 's.id')
      .select(['s.id', 's.name', 's.city', 's.address', 's.phone'])
      .where('m.account_id', '=', accountId)
      .orderBy('s.id')
      .execute(),

  findManaged: (accountId: number, storeId: number) =>
    db
      .selectFrom('stores as s')
      .innerJoin('store_managers as m', 'm.store_id', 's.id')
      .select(['s.id', 's.name'])
      .where('m.account_id', '=', accountId)
      .where('s.id', '=', storeId)
      .executeTakeFirst(),
});
