import { merchantStoreListSpec } from '@merchant/shared';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan } from '../../lib/list-query';

/** Where the store management list's declared fields live (packages/shared/src/lists). */
export const merchantStoreList = defineListFields(
  merchantStoreListSpec,
  { name: 's.name', city: 's.city' },
  { idColumn: 's.id' },
);

/** Stores as seen by the accounts that manage them. */
export const createStoreRepository = (db: Database) => ({
  /** One page of the stores an account manages, through the list-query module. */
  pageManaged: (accountId: number, plan: ListPlan) =>
    fetchListPage(
      db
        .selectFrom('stores as s')
        .innerJoin('store_managers as m', 'm.store_id', 's.id')
        .where('m.account_id', '=', accountId),
      plan,
      (query) => query.select(['s.id', 's.name', 's.city', 's.address', 's.phone']),
    ),

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
