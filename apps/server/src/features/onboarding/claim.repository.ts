import { type ClaimStatus, claimableStoreListSpec } from '@merchant/shared';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan } from '../../lib/list-query';
import { isoNow } from '../../lib/time';

/**
 * Stores open to claim: searched through the list-query module, so that `like` escapes `%`
 * and `_` and folds case the same way as every other list.
 */
export const claimableStoreList = defineListFields(
  claimableStoreListSpec,
  { name: 's.name', city: 's.city' },
  { idColumn: 's.id' },
);

const claimColumns = [
  'c.id',
  'c.store_id',
  'c.account_id',
  'c.status',
  'c.reason',
  'c.created_at',
  'c.decided_at',
] as const;

/** Stores as the onboarding wizard sees them, and the claims of stores. */
export const createClaimRepository = (db: Database) => ({
  /** Stores nobody manages (an approved claim makes its merchant a manager). */
  listClaimableStores: (plan: ListPlan) =>
    fetchListPage(
      db
        .selectFrom('stores as s')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('store_managers as m').select('m.store_id').whereRef('m.store_id', '=', 's.id'),
            ),
          ),
        ),
      plan,
      (query) => query.select(['s.id', 's.name', 's.city', 's.address']),
    ),

  findStore: (id: number) =>
    db.selectFrom('stores').select(['id', 'name', 'city', 'address']).where('id', '=', id).executeTakeFirst(),

  /** A store of the same name in the same city, ignoring case (the wizard must not duplicate it). */
  findStoreNamed: (name: string, city: string) =>
    db
      .selectFrom('stores')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where((eb) => eb(eb.fn('lower', ['city']), '=', city.toLowerCase()))
      .executeTakeFirst(),

  insertStore: async (row: {
    name: string;
    city: string;
    address: string;
    phone: string;
    created_by: number;
  }) =>
    db
      .insertInto('stores')
      .values({ ...row, created_at: isoNow() })
      .returning(['id', 'name', 'city', 'address', 'phone'])
      .executeTakeFirstOrThrow(),

  managerIds: async (storeId: number): Promise<number[]> =>
    (
      await db.selectFrom('store_managers').select('account_id').where('store_id', '=', storeId).execute()
    ).map((r) => r.account_id),

  addManager: async (accountId: number, storeId: number) => {
    await db
      .insertInto('store_managers')
      .values({ account_id: accountId, store_id: storeId, created_at: isoNow() })
      .onConflict((oc) => oc.columns(['account_id', 'store_id']).doNothing())
      .execute();
  },

  /** The store's pending or approved claim, if any (the unique index allows one). */
  findLiveClaim: (storeId: number) =>
    db
      .selectFrom('store_claims')
      .select(['id', 'account_id', 'status'])
      .where('store_id', '=', storeId)
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirst(),

  insertClaim: async (storeId: number, accountId: number) =>
    db
      .insertInto('store_claims')
      .values({ store_id: storeId, account_id: accountId, status: 'pending', created_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /**
   * Locks the claim row for the rest of the transaction with a write that changes nothing
   * (portable: PostgreSQL takes the row lock, SQLite the write lock), so that a decision and a
   * merchant's change of the same claim happen one after the other. Then reads it.
   */
  lockClaim: async (id: number) => {
    await db
      .updateTable('store_claims')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .execute();
    return db
      .selectFrom('store_claims as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .select([...claimColumns, 's.name as store_name'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  },

  setStatus: async (
    id: number,
    change: {
      status: ClaimStatus;
      reason: string | null;
      decided_at: string | null;
      decided_by: number | null;
    },
  ) => {
    await db.updateTable('store_claims').set(change).where('id', '=', id).execute();
  },

  /** The caller's claims (or one of them), newest first, with their store and qualification id. */
  listOfAccount: (accountId: number, onlyClaimId?: number) => {
    let query = db
      .selectFrom('store_claims as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .leftJoin('store_qualifications as q', 'q.claim_id', 'c.id')
      .select([...claimColumns, 's.name', 's.city', 's.address', 'q.id as qualification_id'])
      .where('c.account_id', '=', accountId);
    if (onlyClaimId !== undefined) query = query.where('c.id', '=', onlyClaimId);
    return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
  },
});

export type ClaimRepository = ReturnType<typeof createClaimRepository>;
