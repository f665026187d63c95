import { merchantStoreListSpec } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan, mapPage } from '../../lib/list-query';

/** Where the store management list's declared fields live (packages/shared/src/lists). */
export const merchantStoreList = defineListFields(
  merchantStoreListSpec,
  { name: 's.name', city: 's.city' },
  { idColumn: 's.id' },
);

/** SQLite answers `exists` with 0/1, PostgreSQL with booleans. */
const withOwner = <T extends { owner: unknown }>(row: T) => ({ ...row, owner: Boolean(Number(row.owner)) });

/**
 * Stores as seen by the accounts that work in them: the stores an account owns
 * (store_managers) and those where it is an active employee of an owner who still owns them
 *, each marked `owner`. The same rule as the access read's `manages`.
 */
export const createStoreRepository = (db: Database) => {
  const workedIn = (accountId: number) =>
    db.selectFrom('stores as s').where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('store_managers as m')
            .select('m.store_id')
            .whereRef('m.store_id', '=', 's.id')
            .where('m.account_id', '=', accountId),
        ),
        eb.exists(
          eb
            .selectFrom('employees as e')
            .innerJoin('employee_stores as es', 'es.employee_id', 'e.id')
            .innerJoin('store_managers as om', (join) =>
              join.onRef('om.account_id', '=', 'e.owner_account_id').onRef('om.store_id', '=', 'es.store_id'),
            )
            .select('e.id')
            .whereRef('es.store_id', '=', 's.id')
            .where('e.account_id', '=', accountId)
            .where('e.status', '=', 'active'),
        ),
      ]),
    );
  type WorkedIn = ReturnType<typeof workedIn>;
  const ownerFlag = (accountId: number) =>
    sql<unknown>`exists (select 1 from store_managers o where o.store_id = s.id and o.account_id = ${accountId})`.as(
      'owner',
    );
  const columns = (accountId: number) => (query: WorkedIn) =>
    query.select(['s.id', 's.name', 's.city', 's.address', 's.phone', ownerFlag(accountId)]);

  return {
    /** One page of the stores an account works in, through the list-query module. */
    pageManaged: async (accountId: number, plan: ListPlan) =>
      mapPage(await fetchListPage(workedIn(accountId), plan, columns(accountId)), withOwner),

    /** The stores an account works in, oldest first (the switcher's default is the first). */
    listManaged: async (accountId: number) =>
      (await columns(accountId)(workedIn(accountId)).orderBy('s.id').execute()).map(withOwner),

    findManaged: async (accountId: number, storeId: number) => {
      const row = await workedIn(accountId)
        .select(['s.id', 's.name', ownerFlag(accountId)])
        .where('s.id', '=', storeId)
        .executeTakeFirst();
      return row && withOwner(row);
    },

    /** The stores an account owns, oldest first (what an owner may give its employees). */
    listOwned: (accountId: number) =>
      db
        .selectFrom('stores as s')
        .innerJoin('store_managers as m', 'm.store_id', 's.id')
        .select(['s.id', 's.name'])
        .where('m.account_id', '=', accountId)
        .orderBy('s.id')
        .execute(),
  };
};
