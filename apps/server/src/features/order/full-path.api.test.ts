import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingStore, insertSession } from '../booking/booking-test-kit';
import { runSettlementPass } from '../coupon/coupon-settle';
import { requestNo } from '../member-card/member-card-test-kit';
import { appCall, buyAndPay, signInConsumer } from './order-test-kit';

/**
 * The whole life of an order through the real calls: buy → pay (the sandbox's signed
 * notification) → book with the order → checked in (one use) → the desk redeems another use →
 * settled after the undo window → reviewed; the ledger check passes.
 */
describe('the full path of an order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('buys, pays, books, checks in, redeems, settles and reviews; the ledger balances', async () => {
    const db = t.app.deps.db;
    const s = await bookingStore(db);
    await db
      .updateTable('courses')
      .set({ sessions: 5, price: 50_000 })
      .where('id', '=', s.courseId)
      .execute();
    const consumer = await signInConsumer(t);

    // Buys the listing and pays through the sandbox's signed notification.
    const order = await buyAndPay(t, consumer, [{ item_type: 'listing', item_id: s.courseId, quantity: 1 }]);
    expect(order).toMatchObject({ status: 'paid', total_fen: 50_000 });
    const code = order.vouchers[0]?.code as string;
    expect(order.vouchers[0]).toMatchObject({ uses_total: 5, uses_left: 5 });

    // Books a session starting in 30 minutes with the order.
    const session = await insertSession(db, s, { startsIn: 30, closesMinutes: 10 });
    const booked = await appCall(t, consumer, 'POST', '/app/booking', {
      session_id: session,
      order_id: order.id,
      request_no: requestNo('book'),
    });
    expect(booked.body.value).toMatchObject({ status: 'booked', credit_kind: 'voucher' });

    // The desk checks the consumer in: one use redeemed through redeemVoucher.
    const checked = await storeCall(t, s, 'POST', `/booking/${booked.body.value.id}/checkin`, {
      request_no: requestNo('in'),
    });
    expect(checked.body).toMatchObject({ code: 0, value: { status: 'checked_in' } });

    // The desk redeems another use of the code.
    const redeemed = await storeCall(t, s, 'POST', `/member/coupon/validate/${code}/1`, {
      confirm: true,
      request_no: requestNo('redeem'),
    });
    expect(redeemed.body.code).toBe(0);
    expect(redeemed.body.value.voucher).toMatchObject({ uses_left: 3 });
    const mine = await appCall(t, consumer, 'GET', `/app/order/${order.id}`);
    expect(mine.body.value).toMatchObject({ status: 'partly_used' });

    // After the undo window the settlement job settles both redemptions.
    expect(await runSettlementPass(db, new Date(Date.now() + 61 * 60_000))).toBe(2);
    const states = await db
      .selectFrom('coupon_redemptions')
      .select(['source', 'status'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { source: 'booking', status: 'settled' },
      { source: 'desk', status: 'settled' },
    ]);

    // The consumer reviews the used order.
    const review = await appCall(t, consumer, 'POST', '/app/review', {
      order_id: order.id,
      stars: 5,
      text: '教练很专业',
    });
    expect(review.body.code).toBe(0);

    expect((await checkLedger(db)).differences).toEqual([]);
  }, 20_000);
});
