import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCardType, insertMember, issueCard, useBody } from '../member-card/member-card-test-kit';
import {
  buyAndPay,
  type Consumer,
  payOrder,
  placeOrder,
  postNotification,
  providersOf,
  type SellingStore,
  sellingStore,
  signInConsumer,
} from '../order/order-test-kit';
import { createStatisticsRepository } from '../statistics/statistics.repository';
import { periodOf } from '../statistics/statistics-period';
import { recordMemberPaid } from './member-paid';

/** Each member's two latest paid times (member-paid.ts), and the overview's buyers read from them. */
describe('members’ paid times', () => {
  let t: TestApp;
  let shop: SellingStore;
  const db = () => t.app.deps.db;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await sellingStore(db());
  });
  afterAll(() => t.close());

  const listing = () => [{ item_type: 'listing' as const, item_id: shop.listingId }];

  /** The member of the shop that the consumer's payments made. */
  const memberOf = (who: Consumer) =>
    db()
      .selectFrom('members')
      .select(['id', 'last_paid_at', 'prior_paid_at'])
      .where('store_id', '=', shop.storeId)
      .where('app_account_id', '=', who.accountId)
      .executeTakeFirstOrThrow();

  /** The two latest paid times of the member's orders, as the orders say. */
  const latestPaid = async (memberId: number) => {
    const rows = await db()
      .selectFrom('orders')
      .select('paid_at')
      .where('member_id', '=', memberId)
      .where('paid_at', 'is not', null)
      .orderBy('paid_at', 'desc')
      .limit(2)
      .execute();
    return { last_paid_at: rows[0]?.paid_at ?? null, prior_paid_at: rows[1]?.paid_at ?? null };
  };

  const overview = async (days: 1 | 7 | 30) => {
    const res = await storeCall(t, shop, 'GET', `/statistics/overview?days=${days}`);
    expect(res.body.code, res.raw).toBe(0);
    return [res.body.value.buyers, res.body.value.repeat_buyers];
  };

  /** The period's buyers and repeat buyers by grouping its paid orders, as before the times. */
  const grouped = async (days: 7 | 30) => {
    const p = periodOf(days);
    const b = await createStatisticsRepository(db()).buyers(shop.storeId, p.fromAt, p.toAt);
    return [b.buyers, b.repeat];
  };

  it('keeps each buyer’s two latest paid times, and the overview counts what the orders say', async () => {
    expect(await overview(7)).toEqual([0, 0]);
    const often = await signInConsumer(t);
    const once = await signInConsumer(t);
    for (let i = 0; i < 3; i += 1) await buyAndPay(t, often, listing());
    await buyAndPay(t, once, listing());
    for (const who of [often, once]) {
      const member = await memberOf(who);
      expect(member).toMatchObject(await latestPaid(member.id));
    }
    expect((await memberOf(once)).prior_paid_at).toBeNull();
    for (const days of [7, 30] as const) {
      expect(await overview(days), `${days} days`).toEqual([2, 1]);
      expect(await grouped(days)).toEqual([2, 1]);
    }
    // Yesterday ends before now, so it is still counted from the orders: none were paid then.
    expect(await overview(1)).toEqual([0, 0]);
  });

  it('moves only what a late, older payment precedes, and counts two at one instant twice', async () => {
    // Long before the overview’s periods, which the other cases read.
    const memberId = await insertMember(db(), shop.storeId);
    const times = async () =>
      db()
        .selectFrom('members')
        .select(['last_paid_at', 'prior_paid_at'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
    const at = (hour: number) => `2025-01-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const steps: [number, string | null, string | null][] = [
      [10, at(10), null],
      [8, at(10), at(8)],
      [12, at(12), at(10)],
      [9, at(12), at(10)],
      [11, at(12), at(11)],
      [12, at(12), at(12)],
    ];
    for (const [hour, last, prior] of steps) {
      await recordMemberPaid(db(), memberId, at(hour));
      expect(await times(), `after ${hour}`).toEqual({ last_paid_at: last, prior_paid_at: prior });
    }
  });

  it('takes payments and card uses of one member at once without waiting on each other', async () => {
    const buyer = await signInConsumer(t);
    await buyAndPay(t, buyer, listing());
    const member = await memberOf(buyer);
    const storedValue = await insertCardType(db(), shop.storeId, {
      kind: 'stored_value',
      sessions: null,
      price_fen: 100_000,
    });
    const card = await issueCard(t, shop, member.id, storedValue);
    // Eight orders of count cards paid by the channel's signed notifications while the desk
    // takes money from the member's stored-value card eight times. Both journals move the
    // store's card revenue, then the payment writes the member's paid times and the use their
    // visit: locked in opposite orders, the two would deadlock on PostgreSQL.
    const bodies: unknown[] = [];
    for (let i = 0; i < 8; i += 1) {
      const order = await placeOrder(t, buyer, [{ item_type: 'card_type', item_id: shop.cardTypeId }]);
      const pay = await payOrder(t, buyer, order.id, { outcome: 'never' });
      await db()
        .updateTable('sandbox_payments')
        .set({ outcome: 'success', paid_at: new Date().toISOString() })
        .where('payment_no', '=', pay.payment_no)
        .execute();
      bodies.push(await providersOf(t).sandbox?.notificationFor(pay.payment_no));
    }
    const [notified, uses] = await Promise.all([
      Promise.all(bodies.map((body) => postNotification(t, body))),
      Promise.all(
        Array.from({ length: 8 }, () =>
          storeCall(t, shop, 'POST', `/card/${card.id}/use`, useBody(member.id, { units: 100 })),
        ),
      ),
    ]);
    expect(notified.map((n) => `${n.status} ${n.raw}`)).toEqual(Array(8).fill('200 success'));
    // A use that overlaps another may be refused as in use; nothing else, and never an error.
    for (const use of uses) expect([Code.OK, Code.CONFLICT], use.raw).toContain(use.body.code);
    expect(uses.some((u) => u.body.code === Code.OK)).toBe(true);
    const delivered = await db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('member_id', '=', member.id)
      .where('kind', '=', 'card')
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(Number(delivered.n)).toBe(8);
    const after = await memberOf(buyer);
    expect(after).toMatchObject(await latestPaid(member.id));
    expect(await overview(30)).toEqual(await grouped(30));
  });
});
