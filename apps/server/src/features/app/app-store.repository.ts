import type { Database } from '../../db/database';

const ONLINE = 'online';

/** What the consumer pages read (stores, online courses, bookable sessions) and (the counters are features/statistics/statistics-events.ts). */
export const createAppStoreRepository = (db: Database) => {
  const listingColumns = [
    'c.id',
    'c.store_id',
    'c.name',
    'c.category',
    'c.price',
    'c.list_price',
    'c.sessions',
    'c.session_minutes',
    'c.validity_days',
    'c.class_size',
  ] as const;

  return {
    publishedDecoration: async (storeId: number): Promise<string | null> =>
      (
        await db
          .selectFrom('store_decorations')
          .select('published')
          .where('store_id', '=', storeId)
          .executeTakeFirst()
      )?.published ?? null,

    /** The store's online listings, newest change first. */
    onlineListings: (storeId: number) =>
      db
        .selectFrom('courses as c')
        .select(listingColumns)
        .where('c.store_id', '=', storeId)
        .where('c.status', '=', ONLINE)
        .orderBy('c.updated_time', 'desc')
        .orderBy('c.id', 'desc')
        .execute(),

    onlineListing: (id: number) =>
      db
        .selectFrom('courses as c')
        .select([...listingColumns, 'c.detail', 'c.purchase_notes', 'c.refund_terms'])
        .where('c.id', '=', id)
        .where('c.status', '=', ONLINE)
        .executeTakeFirst(),

    /** Cover files of the courses, in their order. */
    covers: (courseIds: number[]) =>
      courseIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('course_covers as cc')
            .innerJoin('uploaded_files as f', 'f.id', 'cc.upload_id')
            .select(['cc.course_id', 'f.key', 'f.content_type'])
            .where('cc.course_id', 'in', courseIds)
            .orderBy('cc.course_id')
            .orderBy('cc.sort')
            .execute(),

    coaches: (courseId: number) =>
      db
        .selectFrom('course_coaches as cc')
        .innerJoin('coaches as k', 'k.id', 'cc.coach_id')
        .select(['k.id', 'k.name'])
        .where('cc.course_id', '=', courseId)
        .where('k.status', '=', 'active')
        .orderBy('k.id')
        .execute(),

    /** Scheduled sessions whose booking is open at `now`, earliest first. */
    bookableSessions: (courseId: number, now: string) =>
      db
        .selectFrom('timetable_sessions as s')
        .innerJoin('coaches as k', 'k.id', 's.coach_id')
        .innerJoin('areas as a', 'a.id', 's.area_id')
        .select([
          's.id',
          's.date',
          's.start',
          's.end',
          's.starts_at',
          's.booking_closes_at',
          's.capacity',
          's.booked',
          's.coach_id',
          'k.name as coach_name',
          's.area_id',
          'a.name as area_name',
        ])
        .where('s.course_id', '=', courseId)
        .where('s.status', '=', 'scheduled')
        .where('s.booking_opens_at', '<=', now)
        .where('s.booking_closes_at', '>', now)
        .orderBy('s.starts_at')
        .orderBy('s.id')
        .execute(),
  };
};
