import { platformClaimListSpec } from '@merchant/shared';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan } from '../../lib/list-query';

/** Where the review queue's declared fields live (packages/shared/src/lists/claim.list.ts). */
export const platformClaimList = defineListFields(
  platformClaimListSpec,
  {
    status: 'c.status',
    store_name: 's.name',
    merchant_phone: 'a.phone',
    created_at: 'c.created_at',
    decided_at: 'c.decided_at',
  },
  { idColumn: 'c.id' },
);

/** Claims as the platform reviews them: with their store and merchant. */
export const createReviewRepository = (db: Database) => {
  const base = () =>
    db
      .selectFrom('store_claims as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .innerJoin('accounts as a', 'a.id', 'c.account_id');
  const columns = [
    'c.id',
    'c.status',
    'c.reason',
    'c.created_at',
    'c.decided_at',
    'c.store_id',
    's.name as store_name',
    's.city as store_city',
    's.address as store_address',
    'c.account_id',
    'a.username',
    'a.name as account_name',
    'a.phone as account_phone',
  ] as const;

  return {
    /** One page of the queue, through the list-query module (default: oldest first). */
    list: (plan: ListPlan) => fetchListPage(base(), plan, (query) => query.select(columns)),

    find: (id: number) => base().select(columns).where('c.id', '=', id).executeTakeFirst(),
  };
};

export type ReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createReviewRepository>['find']>>>;
