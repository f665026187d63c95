import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** What the statistics calls read: daily aggregates, sessions, orders, members (docs/statistics.md). */
export const createStatisticsRepository = (db: Database) => ({
  /** The stores' daily rows between two China days, both included. */
  daily: (storeIds: number[], from: string, to: string) =>
    storeIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('statistics_daily')
          .selectAll()
          .where('store_id', 'in', storeIds)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .orderBy('day')
          .execute(),

  store: (storeId: number) =>
    db.selectFrom('stores').select(['id', 'city']).where('id', '=', storeId).executeTakeFirstOrThrow(),

  /** Online listings per store and category in a city (a store's category is its most common). */
  cityCategories: (city: string) =>
    db
      .selectFrom('courses as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .select(['c.store_id', 'c.category', (eb) => eb.fn.countAll<number>().as('n')])
      .where('s.city', '=', city)
      .where('c.status', '=', 'online')
      .groupBy(['c.store_id', 'c.category'])
      .execute(),

  /** Sessions of the period's China days (not cancelled): totals, and those of completed ones. */
  sessions: async (storeId: number, from: string, to: string) => {
    const row = await db
      .selectFrom('timetable_sessions')
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`coalesce(sum(capacity), 0)`.as('capacity'),
        sql<number>`coalesce(sum(booked), 0)`.as('booked'),
        sql<number>`coalesce(sum(case when status = 'completed' then booked else 0 end), 0)`.as(
          'completed_booked',
        ),
        sql<number>`coalesce(sum(case when status = 'completed' then attended else 0 end), 0)`.as('attended'),
        sql<number>`coalesce(sum(case when status = 'completed' then no_shows else 0 end), 0)`.as('no_shows'),
      ])
      .where('store_id', '=', storeId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as {
      [K in keyof typeof row]: number;
    };
  },

  /**
   * Members with paid orders since `fromAt`: how many, and how many with two or more. Read from
   * each member's two latest paid times (features/member/member-paid.ts): a member bought in the
   * period when their latest payment is in it, twice when the one before is too. Only for a
   * period that runs to now: a paid time is never later than its writing (order-payment).
   */
  buyersSince: async (storeId: number, fromAt: string) => {
    const count = (column: 'last_paid_at' | 'prior_paid_at') =>
      db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('store_id', '=', storeId)
        .where(column, '>=', fromAt)
        .executeTakeFirstOrThrow();
    const [buyers, repeat] = await Promise.all([count('last_paid_at'), count('prior_paid_at')]);
    return { buyers: Number(buyers.n), repeat: Number(repeat.n) };
  },

  /** Members with paid orders in [fromAt, toAt): how many, and how many with two or more. */
  buyers: async (storeId: number, fromAt: string, toAt: string) => {
    const perMember = db
      .selectFrom('orders')
      .select(['member_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('store_id', '=', storeId)
      .where('paid_at', '>=', fromAt)
      .where('paid_at', '<', toAt)
      .where('member_id', 'is not', null)
      .groupBy('member_id')
      .as('p');
    const row = await db
      .selectFrom(perMember)
      .select([
        (eb) => eb.fn.countAll<number>().as('buyers'),
        sql<number>`coalesce(sum(case when p.n >= 2 then 1 else 0 end), 0)`.as('repeat'),
      ])
      .executeTakeFirstOrThrow();
    return { buyers: Number(row.buyers), repeat: Number(row.repeat) };
  },

  /**
   * Members holding (owning or sharing) an active card and not seen since `before`: the member
   * list's `has_active_card = true` and `last_seen_at < before` (last visit, or joining time).
   */
  atRisk: async (storeId: number, before: string) => {
    // From the store's active cards to their holders, not from every member to their cards: a
    // busy store has far fewer active cards than members (12,700 members read for a count of 0).
    const row = await db
      .selectFrom('member_cards as c')
      .innerJoin('card_holders as h', 'h.card_id', 'c.id')
      .innerJoin('members as m', 'm.id', 'h.member_id')
      .select(sql<number>`count(distinct m.id)`.as('n'))
      .where('c.store_id', '=', storeId)
      .where('c.status', '=', 'active')
      .where('m.store_id', '=', storeId)
      .where(sql<string>`coalesce(m.last_visit_at, m.created_at)`, '<', before)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});
