import { chinaDate } from '@merchant/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seededRandom } from '../../market/simulate';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingStore, bookOnCard, consumerWithCard, insertSession } from '../booking/booking-test-kit';
import { insertMember, issueCard, requestNo } from '../member-card/member-card-test-kit';
import { appCall, buyAndPay, settleRefund, signInConsumer } from '../order/order-test-kit';
import { createStatisticsRepository } from './statistics.repository';
import { AT_RISK_DAYS, createStatisticsService } from './statistics.service';
import { periodOf } from './statistics-period';
import { checkStatisticsRollups } from './statistics-rollup-check';
import { insertOrder } from './statistics-test-kit';

const DAY_MS = 86_400_000;

/** Members at risk counted directly (the query the overview ran before the rollup). */
const atRiskDirect = async (db: Database, storeId: number, now: Date) => {
  const before = new Date(now.getTime() - AT_RISK_DAYS * DAY_MS).toISOString();
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from members as m
    where m.store_id = ${storeId} and coalesce(m.last_visit_at, m.created_at) < ${before}
    and exists (select 1 from card_holders as h inner join member_cards as c on c.id = h.card_id
      where h.member_id = m.id and c.status = 'active')`.execute(db);
  return Number(rows[0]?.n);
};

/**
 * The overview's rollups (docs/statistics.md "Rollups") against a direct count of their
 * source rows: after purchases, redemptions, refunds, bookings and card uses through the real
 * calls; after any mix of direct writes (the generator's and tests' path); and as time passes.
 */
describe('statistics rollups stay what the source rows give', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
  });
  afterAll(() => t.close());

  /** The overview's buyers and members at risk at `now`, beside the same figures counted directly. */
  const overviewAgainstDirect = async (storeId: number, now: Date) => {
    const service = createStatisticsService(db);
    const repo = createStatisticsRepository(db);
    for (const days of [1, 7, 30] as const) {
      const p = periodOf(days, now);
      const got = await service.overview(storeId, days, now);
      const direct = await repo.buyers(storeId, p.fromAt, p.toAt);
      expect([days, got.buyers, got.repeat_buyers]).toEqual([days, direct.buyers, direct.repeat]);
      expect(got.at_risk.count).toBe(await atRiskDirect(db, storeId, now));
    }
  };

  it('purchases, a redemption, a card refund, a booking and a card use leave the rollups exact', async () => {
    const s = await bookingStore(db);
    const repeat = await signInConsumer(t);
    const once = await signInConsumer(t);
    const listing = [{ item_type: 'listing' as const, item_id: s.courseId, quantity: 1 }];
    // Two purchases by one consumer (a repeat buyer), one by another; the member is made at payment.
    const first = await buyAndPay(t, repeat, listing);
    await buyAndPay(t, repeat, listing);
    await buyAndPay(t, once, listing);
    // The desk redeems a use of the first order's voucher.
    const redeemed = await storeCall(t, s, 'POST', `/member/coupon/validate/${first.vouchers[0]?.code}/1`, {
      confirm: true,
      request_no: requestNo('redeem'),
    });
    expect(redeemed.body.code).toBe(0);
    // A card bought in the app (an active card held), then refunded: the card leaves `active`.
    const cardOrder = await buyAndPay(t, once, [{ item_type: 'card_type', item_id: s.cardTypeId }]);
    expect(cardOrder.items[0]?.card_id).toBeGreaterThan(0);
    const asked = await appCall(t, once, 'POST', `/app/order/${cardOrder.id}/refund`, {
      reason: 'moving away',
      request_no: requestNo('rf'),
    });
    expect(asked.body.code).toBe(0);
    const approved = await storeCall(t, s, 'POST', `/order/${cardOrder.id}/refund/approve`, {
      request_no: requestNo('ap'),
    });
    expect(approved.body.code).toBe(0);
    expect(await settleRefund(t, cardOrder.id)).toBe('refunded');
    // A member with a card sold at the desk books a session on it and is checked in (a visit).
    const holder = await consumerWithCard(t, s);
    const session = await insertSession(db, s, { startsIn: 30, closesMinutes: 10 });
    const booked = await bookOnCard(t, holder, session);
    expect(booked.body.code).toBe(0);
    const checked = await storeCall(t, s, 'POST', `/booking/${booked.body.value.id}/checkin`, {
      request_no: requestNo('in'),
    });
    expect(checked.body.code).toBe(0);
    // Another member holds a card active from today and never came.
    const absent = await insertMember(db, s.storeId);
    await issueCard(t, s, absent, s.cardTypeId, { starts_on: chinaDate(new Date()) });

    expect(await checkStatisticsRollups(db)).toEqual([]);
    const holders = await db
      .selectFrom('statistics_holders')
      .select(['member_id', 'active_cards'])
      .where('store_id', '=', s.storeId)
      .where('active_cards', '>', 0)
      .orderBy('member_id')
      .execute();
    expect(holders).toEqual([
      { member_id: holder.memberId, active_cards: 1 },
      { member_id: absent, active_cards: 1 },
    ]);

    const overview = (await storeCall(t, s, 'GET', '/statistics/overview?days=30')).body.value;
    expect(overview.repeat_buyers).toBeGreaterThanOrEqual(2);
    expect(overview.at_risk.count).toBe(0);
    // As time passes: 15 days on, both holders of an active card are at risk.
    const now = Date.now();
    await overviewAgainstDirect(s.storeId, new Date(now));
    await overviewAgainstDirect(s.storeId, new Date(now + 15 * DAY_MS));
    await overviewAgainstDirect(s.storeId, new Date(now + 40 * DAY_MS));
    // A `now` in the past (payments after the period): the orders are counted directly.
    await overviewAgainstDirect(s.storeId, new Date(now - 3 * DAY_MS));
    const later = await createStatisticsService(db).overview(s.storeId, 30, new Date(now + 15 * DAY_MS));
    expect(later.at_risk.count).toBe(2);
  }, 60_000);

  it('any mix of direct writes to orders, cards, holders and members keeps them exact', async () => {
    const s = await bookingStore(db);
    const other = await bookingStore(db);
    const random = seededRandom(20);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const members = [
      ...(await Promise.all([1, 2, 3, 4, 5].map(() => insertMember(db, s.storeId)))),
      await insertMember(db, other.storeId),
    ];
    const cards = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await issueCard(t, s, members[i] as number, s.cardTypeId)).id),
    );
    const orders: number[] = [];
    const now = Date.now();
    const instant = () =>
      new Date(now - Math.floor(random() * 40) * DAY_MS - Math.floor(random() * 1e6)).toISOString();
    const steps: (() => Promise<unknown>)[] = [
      async () =>
        orders.push(
          await insertOrder(
            db,
            pick([s.storeId, other.storeId]),
            random() < 0.8 ? instant() : null,
            pick([...members, null]),
          ),
        ),
      async () => {
        if (orders.length === 0) return;
        await db.updateTable('orders').set({ paid_at: instant() }).where('id', '=', pick(orders)).execute();
      },
      async () => {
        if (orders.length === 0) return;
        await db
          .updateTable('orders')
          .set({ member_id: pick([...members, null]) })
          .where('id', '=', pick(orders))
          .execute();
      },
      async () => {
        if (orders.length === 0) return;
        const id = pick(orders);
        orders.splice(orders.indexOf(id), 1);
        await db.deleteFrom('orders').where('id', '=', id).execute();
      },
      async () => {
        const card = pick(cards);
        const member = pick(members.slice(0, 5));
        await db
          .insertInto('card_holders')
          .values({ card_id: card, member_id: member, role: 'shared', created_at: new Date().toISOString() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      },
      async () => {
        const row = await db
          .selectFrom('card_holders')
          .select(['card_id', 'member_id'])
          .where('card_id', 'in', cards)
          .execute();
        if (row.length === 0) return;
        const h = pick(row);
        await db
          .deleteFrom('card_holders')
          .where('card_id', '=', h.card_id)
          .where('member_id', '=', h.member_id)
          .execute();
      },
      () =>
        db
          .updateTable('member_cards')
          .set({ status: pick(['active', 'active', 'frozen', 'expired', 'refunded']) })
          .where('id', '=', pick(cards))
          .execute(),
      () =>
        db
          .updateTable('members')
          .set({ last_visit_at: random() < 0.2 ? null : instant() })
          .where('id', '=', pick(members))
          .execute(),
    ];
    for (let i = 1; i <= 240; i += 1) {
      await pick(steps)();
      if (i % 40 === 0) expect([i, ...(await checkStatisticsRollups(db))]).toEqual([i]);
    }
    await overviewAgainstDirect(s.storeId, new Date(now));
    await overviewAgainstDirect(s.storeId, new Date(now + 20 * DAY_MS));
    expect(await atRiskDirect(db, s.storeId, new Date(now + 20 * DAY_MS))).toBeGreaterThan(0);
    // The check sees a drifted row (what this test would report if a trigger missed a write).
    await db
      .updateTable('statistics_holders')
      .set({ active_cards: 7 })
      .where('member_id', '=', members[0] as number)
      .execute();
    expect((await checkStatisticsRollups(db)).length).toBeGreaterThan(0);
  }, 60_000);
});
