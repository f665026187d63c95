import type { DashboardSession } from '@merchant/shared';
import { type AliasedSelectQueryBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Tables } from '../../db/tables';
import { hourOf } from '../coupon/redemption-hours';

/** [from, to): an interval of UTC instants (ISO text, compared as text). */
export interface Window {
  from: string;
  to: string;
}

/** One figure: a query of one row and one column `v` over one store's rows. */
// biome-ignore lint/suspicious/noExplicitAny: a figure may read any table; only its `v` is read.
export type Figure = SelectQueryBuilder<Tables, any, { v: unknown }>;

export const n = (value: unknown): number => Number(value ?? 0);

/**
 * A to-do item counts its rows up to here: the dashboard's badge shows 99+ from 100 on (antd's
 * Badge `overflowCount`), and a busy store's unanswered reviews were 8,842 rows read for it.
 */
export const TODO_COUNT_CAP = 100;

/**
 * The dashboard's reads (docs/dashboard.md "Speed"). Each figure counts one store's rows
 * through an index: orders (store_id, paid_at), redemption_hours (store_id, hour) and
 * coupon_redemptions (store_id, created_at) for the hour under way,
 * bookings (store_id, created_at), orders' refunds (store_id, status), card_share_requests
 * (store_id, status), courses (store_id, status), coach_certificates (coach_id) by the store's
 * coaches, member_cards (store_id, status, expires_on), consumer_reviews (store_id, replied,
 * kind). `read` asks all the figures a caller may see in one statement, one subquery each: a
 * statement per figure cost more in building, binding and (on PostgreSQL) round trips than the
 * counts themselves.
 */
export const createDashboardRepository = (db: Database) => {
  /** The rows' count, up to TODO_COUNT_CAP. */
  const upToCap = <DB extends Tables, TB extends keyof DB>(
    rows: SelectQueryBuilder<DB, TB, object>,
  ): Figure =>
    db
      .selectFrom(rows.select(sql<number>`1`.as('one')).limit(TODO_COUNT_CAP).as('capped'))
      .select((eb) => eb.fn.countAll().as('v'));
  /** Redemptions made in the window and not undone, counted row by row. */
  const liveRedemptions = (storeId: number, w: Window): Figure =>
    db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll().as('v'))
      .where('store_id', '=', storeId)
      .where('created_at', '>=', w.from)
      .where('created_at', '<', w.to)
      .where('status', '<>', 'undone');
  const paid = (storeId: number, w: Window) =>
    db
      .selectFrom('orders')
      .where('store_id', '=', storeId)
      .where('paid_at', '>=', w.from)
      .where('paid_at', '<', w.to);
  return {
    /** Paid orders, by payment time. */
    paidOrders: (storeId: number, w: Window): Figure =>
      paid(storeId, w).select((eb) => eb.fn.countAll().as('v')),

    /** The sum of the paid orders' paid_fen. */
    paidFen: (storeId: number, w: Window): Figure =>
      paid(storeId, w).select((eb) => eb.fn.coalesce(eb.fn.sum('paid_fen'), eb.lit(0)).as('v')),

    /**
     * Redemptions made in the window and not undone: its whole hours from `redemption_hours`,
     * the hour under way counted from the rows. A day's figure reads some 24 hour rows and one
     * hour's redemptions, however busy the store's day. A window that does not start on the
     * hour (never the dashboard's: a China day is whole UTC hours) is counted from the rows.
     */
    redemptions: (storeId: number, w: Window): Figure => {
      const hoursTo = hourOf(w.to);
      if (hourOf(w.from) !== w.from || hoursTo <= w.from) return liveRedemptions(storeId, w);
      const wholeHours = db
        .selectFrom('redemption_hours')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('live'), eb.lit(0)).as('v'))
        .where('store_id', '=', storeId)
        .where('hour', '>=', w.from)
        .where('hour', '<', hoursTo);
      const hourUnderWay = liveRedemptions(storeId, { from: hoursTo, to: w.to });
      return db.selectNoFrom(sql<number>`(${wholeHours}) + (${hourUnderWay})`.as('v'));
    },

    /** Bookings created in the window (waitlist places included). */
    bookings: (storeId: number, w: Window): Figure =>
      db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('v'))
        .where('store_id', '=', storeId)
        .where('created_at', '>=', w.from)
        .where('created_at', '<', w.to),

    /** Refund requests waiting for the merchant (up to the cap, as every to-do count below). */
    refundsWaiting: (storeId: number): Figure =>
      upToCap(
        db.selectFrom('order_refunds').where('store_id', '=', storeId).where('status', '=', 'requested'),
      ),

    /** The soonest decision deadline among the waiting refund requests (null when none). */
    refundDeadline: (storeId: number): Figure =>
      db
        .selectFrom('order_refunds')
        .select((eb) => eb.fn.min('deadline_at').as('v'))
        .where('store_id', '=', storeId)
        .where('status', '=', 'requested'),

    shareRequestsPending: (storeId: number): Figure =>
      upToCap(
        db.selectFrom('card_share_requests').where('store_id', '=', storeId).where('status', '=', 'pending'),
      ),

    /** Withdrawals that failed (rejected by the platform or by the payout) since `since`. */
    failedWithdrawals: (storeId: number, since: string): Figure =>
      upToCap(
        db
          .selectFrom('withdrawals')
          .where('store_id', '=', storeId)
          .where('status', '=', 'failed')
          .where('failed_at', '>=', since),
      ),

    rejectedListings: (storeId: number): Figure =>
      upToCap(db.selectFrom('courses').where('store_id', '=', storeId).where('status', '=', 'rejected')),

    /** Certificates of the store's active coaches whose last valid day is on or before `limit`. */
    expiringCertificates: (storeId: number, limit: string): Figure =>
      upToCap(
        db
          .selectFrom('coach_certificates as cc')
          .innerJoin('coaches as k', 'k.id', 'cc.coach_id')
          .where('k.store_id', '=', storeId)
          .where('k.status', '=', 'active')
          .where('cc.expires_on', '<=', limit),
      ),

    /** Active cards whose last day falls within [from, to] (China days, text). */
    expiringCards: (storeId: number, from: string, to: string): Figure =>
      upToCap(
        db
          .selectFrom('member_cards')
          .where('store_id', '=', storeId)
          .where('status', '=', 'active')
          .where('expires_on', '>=', from)
          .where('expires_on', '<=', to),
      ),

    /** Reviews of `kind` the store has not answered (hidden ones left out). */
    unrepliedReviews: (storeId: number, kind: 'text' | 'video'): Figure =>
      upToCap(
        db
          .selectFrom('consumer_reviews')
          .where('store_id', '=', storeId)
          .where('replied', '=', 0)
          .where('kind', '=', kind)
          .where('hidden', '=', 0),
      ),

    /** The figures in one statement, by name (nothing asked, nothing read). */
    read: async (figures: Map<string, Figure>): Promise<Map<string, unknown>> => {
      if (figures.size === 0) return new Map();
      const selections: AliasedSelectQueryBuilder<{ v: unknown }, string>[] = [...figures].map(
        ([name, figure]) => figure.as(name),
      );
      const row = (await db.selectNoFrom(selections).executeTakeFirstOrThrow()) as Record<string, unknown>;
      return new Map([...figures.keys()].map((name) => [name, row[name]]));
    },

    /** The store's sessions of China day `date` that are not cancelled, by start. */
    sessions: async (storeId: number, date: string): Promise<DashboardSession[]> => {
      const rows = await db
        .selectFrom('timetable_sessions as s')
        .innerJoin('courses as c', 'c.id', 's.course_id')
        .leftJoin('coaches as k', 'k.id', 's.coach_id')
        .select([
          's.id',
          'c.name as course_name',
          'k.name as coach_name',
          's.start',
          's.end',
          's.booked',
          's.capacity',
          's.status',
        ])
        .where('s.store_id', '=', storeId)
        .where('s.date', '=', date)
        .where('s.status', '<>', 'cancelled')
        .orderBy('s.starts_at')
        .orderBy('s.id')
        .limit(50)
        .execute();
      return rows.map((r) => ({
        ...r,
        coach_name: r.coach_name ?? null,
        booked: n(r.booked),
        capacity: n(r.capacity),
      }));
    },
  };
};
