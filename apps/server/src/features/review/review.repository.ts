import { reviewAppealListSpec, reviewListSpec } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchCursorPage, fetchListPage, type ListPlan } from '../../lib/list-query';

/** Where the review list's declared fields live (packages/shared/src/lists/review.list.ts). */
export const reviewList = defineListFields(
  reviewListSpec,
  {
    stars: 'r.stars',
    has_media: 'r.has_media',
    replied: 'r.replied',
    listing_id: 'r.listing_id',
    coach_id: 'r.coach_id',
    created_at: 'r.created_at',
  },
  { idColumn: 'r.id' },
);

export const reviewAppealList = defineListFields(
  reviewAppealListSpec,
  { status: 'p.status', store_id: 'p.store_id', created_at: 'p.created_at' },
  { idColumn: 'p.id' },
);

const reviewColumns = [
  'r.id',
  'r.store_id',
  'r.order_id',
  'o.order_no',
  'o.buyer_phone',
  'r.buyer_account_id',
  'r.kind',
  'r.stars',
  'r.text',
  'r.picture_ids',
  'r.video_id',
  'r.listing_id',
  'r.listing_name',
  'r.coach_id',
  'c.name as coach_name',
  'r.reply_text',
  'r.replied_at',
  'r.reply_updated_at',
  'r.hidden',
  'r.created_at',
] as const;

/** Consumer reviews and their appeals: the only place that touches their tables. */
export const createReviewRepository = (db: Database) => {
  const reviews = () =>
    db
      .selectFrom('consumer_reviews as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('coaches as c', 'c.id', 'r.coach_id');
  type Reviews = ReturnType<typeof reviews>;
  const columns = (query: Reviews) => query.select([...reviewColumns]);

  return {
    /** The order with the facts a review needs: at least one voucher use, the first listing item. */
    orderForReview: async (orderId: number) => {
      const order = await db
        .selectFrom('orders')
        .select(['id', 'store_id', 'buyer_account_id', 'status', 'order_no', 'title'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return undefined;
      const used = await db
        .selectFrom('vouchers')
        .select('id')
        .where('order_id', '=', orderId)
        .whereRef('uses_left', '<', 'uses_total')
        .limit(1)
        .executeTakeFirst();
      const listing = await db
        .selectFrom('order_items')
        .select(['item_id', 'name'])
        .where('order_id', '=', orderId)
        .where('item_type', '=', 'listing')
        .orderBy('line')
        .limit(1)
        .executeTakeFirst();
      return { ...order, used: used !== undefined, listing };
    },

    files: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('uploaded_files')
            .select(['id', 'store_id', 'account_id', 'purpose', 'key', 'content_type'])
            .where('id', 'in', ids)
            .execute(),

    storeCoach: (storeId: number, coachId: number) =>
      db
        .selectFrom('coaches')
        .select(['id', 'name'])
        .where('id', '=', coachId)
        .where('store_id', '=', storeId)
        .executeTakeFirst(),

    reviewOfOrder: (orderId: number) =>
      db.selectFrom('consumer_reviews').select('id').where('order_id', '=', orderId).executeTakeFirst(),

    insert: async (row: {
      store_id: number;
      order_id: number;
      buyer_account_id: number;
      kind: string;
      stars: number;
      text: string;
      picture_ids: string;
      video_id: number | null;
      has_media: number;
      listing_id: number | null;
      listing_name: string;
      coach_id: number | null;
      created_at: string;
      updated_at: string;
    }) => (await db.insertInto('consumer_reviews').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** A review of the store (another store's is not found). */
    find: (storeId: number, id: number) =>
      columns(reviews()).where('r.id', '=', id).where('r.store_id', '=', storeId).executeTakeFirst(),

    findAny: (id: number) => columns(reviews()).where('r.id', '=', id).executeTakeFirst(),

    /** One cursor page of the store's reviews of one kind. */
    page: (storeId: number, kind: string, plan: ListPlan) =>
      fetchCursorPage(
        db,
        reviews().where('r.store_id', '=', storeId).where('r.kind', '=', kind),
        plan,
        columns,
      ),

    setReply: async (
      id: number,
      fields: { reply_text: string; reply_account_id: number; reply_updated_at: string; replied_at?: string },
      firstReply: boolean,
    ) => {
      let query = db
        .updateTable('consumer_reviews')
        .set({ ...fields, replied: 1, updated_at: fields.reply_updated_at })
        .where('id', '=', id);
      // The first reply only wins while there is none (two first replies: the second edits).
      query = firstReply ? query.where('replied_at', 'is', null) : query.where('replied_at', 'is not', null);
      return Number((await query.executeTakeFirst()).numUpdatedRows);
    },

    hide: (id: number, at: string) =>
      db.updateTable('consumer_reviews').set({ hidden: 1, updated_at: at }).where('id', '=', id).execute(),

    /** The latest appeal of each review among `ids`. */
    latestAppeals: async (ids: number[]) => {
      if (ids.length === 0) return [];
      return db
        .selectFrom('consumer_review_appeals as p')
        .selectAll('p')
        .where('p.review_id', 'in', ids)
        .where(
          'p.id',
          'in',
          db
            .selectFrom('consumer_review_appeals as q')
            .select((eb) => eb.fn.max('q.id').as('id'))
            .where('q.review_id', 'in', ids)
            .groupBy('q.review_id'),
        )
        .execute();
    },

    appeal: (id: number) =>
      db.selectFrom('consumer_review_appeals').selectAll().where('id', '=', id).executeTakeFirst(),

    insertAppeal: async (row: {
      review_id: number;
      store_id: number;
      account_id: number;
      reason: string;
      evidence_file_ids: string;
      created_at: string;
    }) =>
      (
        await db
          .insertInto('consumer_review_appeals')
          .values({ ...row, status: 'open' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    openAppealOf: (reviewId: number) =>
      db
        .selectFrom('consumer_review_appeals')
        .select('id')
        .where('review_id', '=', reviewId)
        .where('status', '=', 'open')
        .executeTakeFirst(),

    appealPage: (plan: ListPlan) =>
      fetchListPage(
        db.selectFrom('consumer_review_appeals as p').innerJoin('stores as s', 's.id', 'p.store_id'),
        plan,
        (query) => query.selectAll('p').select('s.name as store_name'),
      ),

    /** Averages of the store's visible reviews: overall, per listing and per coach. */
    summary: async (storeId: number) => {
      const visible = () =>
        db.selectFrom('consumer_reviews as r').where('r.store_id', '=', storeId).where('r.hidden', '=', 0);
      const avg = sql<number>`avg(r.stars * 1.0)`;
      const count = sql<number>`count(*)`;
      const [overall, listings, coaches] = await Promise.all([
        visible()
          .select([avg.as('average'), count.as('count')])
          .executeTakeFirstOrThrow(),
        visible()
          .where('r.listing_id', 'is not', null)
          .select([
            'r.listing_id as id',
            sql<string>`max(r.listing_name)`.as('name'),
            avg.as('average'),
            count.as('count'),
          ])
          .groupBy('r.listing_id')
          .orderBy('r.listing_id')
          .execute(),
        visible()
          .innerJoin('coaches as c', 'c.id', 'r.coach_id')
          .select([
            'r.coach_id as id',
            sql<string>`max(c.name)`.as('name'),
            avg.as('average'),
            count.as('count'),
          ])
          .groupBy('r.coach_id')
          .orderBy('r.coach_id')
          .execute(),
      ]);
      return { overall, listings, coaches };
    },

    storeName: async (storeId: number) =>
      (await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst())?.name ?? '',

    /** The accounts that manage the store (its owners): who the review messages go to. */
    storeManagerIds: async (storeId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('store_managers')
          .select('account_id')
          .where('store_id', '=', storeId)
          .orderBy('account_id')
          .execute()
      ).map((r) => r.account_id),
  };
};

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository['findAny']>>>;
export type ReviewAppealRow = NonNullable<Awaited<ReturnType<ReviewRepository['appeal']>>>;
