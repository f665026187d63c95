import type { DashboardSession } from '@merchant/shared';
import type { Database } from '../../db/database';

/** [from, to): an interval of UTC instants (ISO text, compared as text). */
export interface Window {
  from: string;
  to: string;
}

const n = (value: unknown): number => Number(value ?? 0);

/**
 * The dashboard's reads (docs/dashboard.md "Speed"): each is one count over one store's rows
 * through an index: orders (store_id, paid_at), coupon_redemptions (store_id, created_at),
 * bookings (store_id, created_at), timetable_sessions (store_id, date), orders (store_id,
 * refund_status), card_share_requests (store_id, status), courses (store_id, status),
 * coach_certificates (coach_id) by the store's coaches, member_cards (store_id, status,
 * expires_on), consumer_reviews (store_id, replied, kind).
 */
export const createDashboardRepository = (db: Database) => ({
  /** Paid orders and the sum of their paid_fen, by payment time. */
  paidOrders: async (storeId: number, w: Window) => {
    const row = await db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('paid_fen').as('fen')])
      .where('store_id', '=', storeId)
      .where('paid_at', '>=', w.from)
      .where('paid_at', '<', w.to)
      .executeTakeFirstOrThrow();
    return { count: n(row.count), fen: n(row.fen) };
  },

  /** Redemptions made in the window and not undone. */
  redemptions: async (storeId: number, w: Window) => {
    const row = await db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('created_at', '>=', w.from)
      .where('created_at', '<', w.to)
      .where('status', '<>', 'undone')
      .executeTakeFirstOrThrow();
    return n(row.count);
  },

  /** Bookings created in the window (waitlist places included). */
  bookings: async (storeId: number, w: Window) => {
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('created_at', '>=', w.from)
      .where('created_at', '<', w.to)
      .executeTakeFirstOrThrow();
    return n(row.count);
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

  /** Refunds asked for and not decided, with the oldest request time (the order's last change). */
  /** Refund requests waiting for the merchant, and the soonest decision deadline among them. */
  refundsWaiting: async (storeId: number) => {
    const row = await db
      .selectFrom('order_refunds')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min<string>('deadline_at').as('deadline')])
      .where('store_id', '=', storeId)
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow();
    return { count: n(row.count), deadline: row.deadline ?? null };
  },

  shareRequestsPending: async (storeId: number) => {
    const row = await db
      .selectFrom('card_share_requests')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return n(row.count);
  },

  /** Withdrawals that failed (rejected by the platform or by the payout) since `since`. */
  failedWithdrawals: async (storeId: number, since: string) => {
    const row = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('status', '=', 'failed')
      .where('failed_at', '>=', since)
      .executeTakeFirstOrThrow();
    return n(row.count);
  },

  rejectedListings: async (storeId: number) => {
    const row = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('status', '=', 'rejected')
      .executeTakeFirstOrThrow();
    return n(row.count);
  },

  /** Certificates of the store's active coaches whose last valid day is on or before `limit`. */
  expiringCertificates: async (storeId: number, limit: string) => {
    const row = await db
      .selectFrom('coach_certificates as cc')
      .innerJoin('coaches as k', 'k.id', 'cc.coach_id')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('k.store_id', '=', storeId)
      .where('k.status', '=', 'active')
      .where('cc.expires_on', '<=', limit)
      .executeTakeFirstOrThrow();
    return n(row.count);
  },

  /** Active cards whose last day falls within [from, to] (China days, text). */
  expiringCards: async (storeId: number, from: string, to: string) => {
    const row = await db
      .selectFrom('member_cards')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('status', '=', 'active')
      .where('expires_on', '>=', from)
      .where('expires_on', '<=', to)
      .executeTakeFirstOrThrow();
    return n(row.count);
  },

  /** Reviews of `kind` the store has not answered (hidden ones left out). */
  unrepliedReviews: async (storeId: number, kind: 'text' | 'video') => {
    const row = await db
      .selectFrom('consumer_reviews')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('store_id', '=', storeId)
      .where('replied', '=', 0)
      .where('kind', '=', kind)
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow();
    return n(row.count);
  },
});
