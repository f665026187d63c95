import { chinaDate } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * At most one counted exposure or click per consumer, per listing (and per store for the
 * store's page), per this many minutes within a China day (docs/statistics.md "Throttle").
 */
export const THROTTLE_MINUTES = 30;

export type StorefrontEventKind = 'exposure' | 'click';

/** The consumer key events are recorded under: the app account, or an anonymous visitor key. */
export const consumerKey = (who: { accountId: number } | { visitor: string }): string =>
  'accountId' in who ? `a:${who.accountId}` : `v:${who.visitor.slice(0, 64)}`;

const inc = (table: string, column: string) =>
  sql<number>`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`;

/**
 * Records one storefront event and keeps the daily aggregates in the same transaction
 * (docs/statistics.md "Events and aggregates"):
 * - an exposure is the store's page (key 0) and each listing it shows; a click is one listing;
 * - the raw events go to storefront_events;
 * - one statistics_visitors row per (day, kind, store, listing or 0, consumer): inserting it
 *   (on conflict do nothing) says whether the consumer is new that day; moving its
 *   `counted_at` forward only when it is older than the throttle says whether this event
 *   counts. Both are single statements the database serialises per row, so parallel calls
 *   count exactly on PostgreSQL as on SQLite;
 * - listing_events (per listing) and statistics_daily (per store) get raw +1, unique +1 when
 *   new, counted +1 when counted, by upserts that add on the row itself.
 * Rows are always touched in the same order (visitors by listing id, listings by id, then the
 * store's day), so concurrent transactions cannot deadlock.
 */
export const recordStorefrontEvent = async (
  db: Database,
  event: { kind: StorefrontEventKind; storeId: number; courseIds: number[]; consumer: string },
  now = new Date(),
): Promise<void> => {
  const { kind, storeId, consumer } = event;
  const courseIds = [...new Set(event.courseIds)].sort((a, b) => a - b);
  if (kind === 'click' && courseIds.length !== 1) throw new Error('a click names one listing');
  const day = chinaDate(now);
  const at = now.toISOString();
  const threshold = new Date(now.getTime() - THROTTLE_MINUTES * 60_000).toISOString();
  const keys = [0, ...courseIds];

  await db.transaction().execute(async (trx) => {
    const fresh = new Set(
      (
        await trx
          .insertInto('statistics_visitors')
          .values(
            keys.map((course_id) => ({ day, kind, store_id: storeId, course_id, consumer, counted_at: at })),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('course_id')
          .execute()
      ).map((r) => Number(r.course_id)),
    );
    const seen = keys.filter((k) => !fresh.has(k));
    const passed =
      seen.length === 0
        ? new Set<number>()
        : new Set(
            (
              await trx
                .updateTable('statistics_visitors')
                .set({ counted_at: at })
                .where('day', '=', day)
                .where('kind', '=', kind)
                .where('store_id', '=', storeId)
                .where('consumer', '=', consumer)
                .where('course_id', 'in', seen)
                .where('counted_at', '<=', threshold)
                .returning('course_id')
                .execute()
            ).map((r) => Number(r.course_id)),
          );
    const counted = (k: number) => (fresh.has(k) || passed.has(k) ? 1 : 0);

    await trx
      .insertInto('storefront_events')
      .values(
        (kind === 'exposure' ? keys : courseIds).map((course_id) => ({
          kind,
          store_id: storeId,
          course_id,
          consumer,
          day,
          at,
        })),
      )
      .execute();

    if (courseIds.length > 0) {
      const [raw, visitors, countedColumn] =
        kind === 'exposure'
          ? (['exposures', 'exposure_visitors', 'counted_exposures'] as const)
          : (['clicks', 'click_visitors', 'counted_clicks'] as const);
      await trx
        .insertInto('listing_events')
        .values(
          courseIds.map((course_id) => ({
            store_id: storeId,
            course_id,
            day,
            [raw]: 1,
            [visitors]: fresh.has(course_id) ? 1 : 0,
            [countedColumn]: counted(course_id),
          })),
        )
        .onConflict((oc) =>
          oc.columns(['store_id', 'course_id', 'day']).doUpdateSet({
            [raw]: inc('listing_events', raw),
            [visitors]: inc('listing_events', visitors),
            [countedColumn]: inc('listing_events', countedColumn),
          }),
        )
        .execute();
    }

    // The store's day: an exposure counts the store's page (key 0); a click counts the listing,
    // and its consumer is unique for the store when new on key 0 that day.
    const storeRow =
      kind === 'exposure'
        ? { exposures: 1, exposure_visitors: fresh.has(0) ? 1 : 0, counted_exposures: counted(0) }
        : {
            clicks: 1,
            click_visitors: fresh.has(0) ? 1 : 0,
            counted_clicks: counted(courseIds[0] as number),
          };
    await trx
      .insertInto('statistics_daily')
      .values({ store_id: storeId, day, ...storeRow })
      .onConflict((oc) =>
        oc
          .columns(['store_id', 'day'])
          .doUpdateSet(
            Object.fromEntries(
              Object.keys(storeRow).map((column) => [column, inc('statistics_daily', column)]),
            ) as Record<keyof typeof storeRow, ReturnType<typeof inc>>,
          ),
      )
      .execute();
  });
};
