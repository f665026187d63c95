import type { ClaimStatus } from '@merchant/shared';
import type { Database } from '../../db/database';

/** Claims as the platform reviews them: with their store and merchant. */
export const createReviewRepository = (db: Database) => {
  const base = (status: ClaimStatus | undefined) => {
    const query = db
      .selectFrom('store_claims as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .innerJoin('accounts as a', 'a.id', 'c.account_id');
    return status ? query.where('c.status', '=', status) : query;
  };
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
    /**
     * One page. Pending claims are a queue, oldest first; any other view is history, newest
     * first.
     */
    list: async (status: ClaimStatus | undefined, page: { number: number; size: number }) => {
      const counted = await base(status)
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      const total = Number(counted.total);
      const direction = status === 'pending' ? 'asc' : 'desc';
      const rows = await base(status)
        .select(columns)
        .orderBy('c.id', direction)
        .limit(page.size)
        .offset((page.number - 1) * page.size)
        .execute();
      return { rows, total };
    },

    find: (id: number) => base(undefined).select(columns).where('c.id', '=', id).executeTakeFirst(),
  };
};

export type ReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createReviewRepository>['find']>>>;
