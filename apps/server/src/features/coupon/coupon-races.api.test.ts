import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestNo } from '../member-card/member-card-test-kit';
import {
  type CouponCaller,
  couponEmployee,
  couponOwner,
  insertVoucher,
  redemptionHoursKeptAndCounted,
} from './coupon-test-kit';

/** Concurrent redemptions (races show on PostgreSQL: run with DATABASE_URL). */
describe('coupons: concurrent redemptions', () => {
  let t: TestApp;
  let db: Database;
  let owner: CouponCaller;
  let desk: CouponCaller;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    owner = await couponOwner(db);
    desk = await couponEmployee(db, owner);
  });
  afterAll(() => t.close());

  const redeem = (code: string, no: string) =>
    storeCall(t, desk, 'POST', `/member/coupon/validate/${code}/1`, { confirm: true, request_no: no });

  it('20 at once on a 10-use code redeem exactly 10; uses never go below zero', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 10, vouchers: 2 });
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(v.code, requestNo('race'))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    for (const r of results.filter((x) => x.body.code !== 0))
      expect([r.body.code, r.body.message]).toEqual([Code.CONFLICT, 'This voucher has no uses left']);
    const row = await db.selectFrom('vouchers').selectAll().where('id', '=', v.id).executeTakeFirstOrThrow();
    expect([row.uses_left, row.status]).toEqual([0, 'used']);
    const redemptions = await db
      .selectFrom('coupon_redemptions')
      .select(['gross_fen', 'carries_remainder'])
      .where('voucher_id', '=', v.id)
      .execute();
    expect(redemptions).toHaveLength(10);
    // The item's 100.00 yuan is split over its two vouchers: this one's ten uses sum to 50.00.
    expect(redemptions.reduce((sum, r) => sum + Number(r.gross_fen), 0)).toBe(5000);
    // The other voucher of the order is unused: the order is partly used.
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', v.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('partly_used');
    // The dashboard's hourly count took all ten, none lost to the race.
    const hours = await redemptionHoursKeptAndCounted(db, [owner.storeId]);
    expect(hours.kept).toEqual(hours.counted);
    expect(Object.values(hours.kept).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
  });

  it('redemptions and undos at once keep the hourly count equal to the live redemptions', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 12 });
    const first = [];
    for (let i = 0; i < 6; i++) first.push(await redeem(v.code, requestNo('first')));
    const undo = (id: number) =>
      storeCall(t, desk, 'POST', `/coupon/redemption/${id}/undo`, { request_no: requestNo('undo') });
    const results = await Promise.all([
      ...first.slice(0, 4).map((r) => undo(r.body.value.redemption.id)),
      ...Array.from({ length: 4 }, () => redeem(v.code, requestNo('more'))),
    ]);
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const live = await db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('voucher_id', '=', v.id)
      .where('status', '<>', 'undone')
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(6);
    const hours = await redemptionHoursKeptAndCounted(db, [owner.storeId]);
    expect(hours.kept).toEqual(hours.counted);
  });

  it('the same request number sent 10 times at once redeems once', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 5 });
    const no = requestNo('same');
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(v.code, no)));
    expect(new Set(results.map((r) => r.body.value.redemption.id)).size).toBe(1);
    const row = await db
      .selectFrom('vouchers')
      .select('uses_left')
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(row.uses_left).toBe(4);
  });

  it('the last vouchers of one order redeemed at once leave the order used', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 1, vouchers: 4 });
    const results = await Promise.all(v.vouchers.map((x) => redeem(x.code, requestNo('order'))));
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0]);
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', v.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('used');
  });
});
