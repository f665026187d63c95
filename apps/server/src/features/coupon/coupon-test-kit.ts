/**
 * Callers and vouchers for the redemption tests: vouchers come from a paid order, bought and
 * paid through the sandbox's signed notification (features/order/order-test-kit.ts).
 */
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { insertCourse } from '../decoration/storefront-test-kit';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import { insertMember } from '../member-card/member-card-test-kit';
import { buyAndPay, signInConsumer } from '../order/order-test-kit';
import { nextPhone } from '../user/user-test-kit';
import { hourOf } from './redemption-hours';

export interface CouponCaller {
  accountId: number;
  storeId: number;
  token: string;
}

const DAY = 86_400_000;

/** A store owner signed in on its one store (a session of a day, so tests may move the clock). */
export const couponOwner = async (db: Database): Promise<CouponCaller> => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  return {
    accountId: m.accountId,
    storeId,
    token: await createSessionToken(db, m.accountId, { storeId, expiresInMs: DAY }),
  };
};

/** An employee of `owner`'s store holding the named permissions (coupon:validate by default). */
export const couponEmployee = async (
  db: Database,
  owner: CouponCaller,
  permissions: string[] = ['coupon:validate'],
): Promise<CouponCaller> => {
  const m = await createMerchant(db, { stores: 0 });
  await insertEmployment(db, {
    owner: owner.accountId,
    account: m.accountId,
    phone: m.phone,
    storeIds: [owner.storeId],
    functionIds: permissions.length === 0 ? [] : await functionIds(db, ...permissions),
  });
  return {
    accountId: m.accountId,
    storeId: owner.storeId,
    token: await createSessionToken(db, m.accountId, { storeId: owner.storeId, expiresInMs: DAY }),
  };
};

export interface VoucherOptions {
  memberId?: number;
  memberPhone?: string;
  usesTotal?: number;
  usesLeft?: number;
  amountFen?: number;
  category?: number | null;
  name?: string;
  /** Vouchers the item issued (each with `usesTotal` uses); the first is answered. */
  vouchers?: number;
  orderStatus?: string;
  refundStatus?: string | null;
  voucherStatus?: string;
  validFrom?: string;
  validTo?: string;
}

/**
 * A paid order of one listing item in the store, with its voucher(s), made by the real flow: the
 * store sells a listing of `usesTotal` sessions at `amountFen`, a consumer (the member's phone)
 * buys `vouchers` of it and pays through the sandbox's signed notification (order-test-kit.ts).
 * States the flow cannot reach at once (uses already spent, refunded, not yet valid, expired)
 * are set on the bought rows afterwards, one field each, as the options ask.
 */
export const insertVoucher = async (t: TestApp, storeId: number, options: VoucherOptions = {}) => {
  const db = t.app.deps.db;
  const usesTotal = options.usesTotal ?? 10;
  const amountFen = options.amountFen ?? 10_000;
  const name = options.name ?? '私教课10次';
  const phone = options.memberId
    ? ((
        await db
          .selectFrom('members')
          .select('phone')
          .where('id', '=', options.memberId)
          .executeTakeFirstOrThrow()
      ).phone ?? nextPhone())
    : (options.memberPhone ?? nextPhone());
  const memberId =
    options.memberId ??
    (
      await db
        .selectFrom('members')
        .select('id')
        .where('store_id', '=', storeId)
        .where('phone', '=', phone)
        .executeTakeFirst()
    )?.id ??
    (await insertMember(db, storeId, { phone }));
  const listingId = await insertCourse(db, storeId, {
    name,
    // `amountFen` is the item's amount, split over its vouchers as before.
    price: Math.round(amountFen / (options.vouchers ?? 1)),
    ...(options.category === null || options.category === undefined ? {} : { category: options.category }),
  });
  await db.updateTable('courses').set({ sessions: usesTotal }).where('id', '=', listingId).execute();
  const consumer = await signInConsumer(t, phone);
  const order = await buyAndPay(t, consumer, [
    { item_type: 'listing', item_id: listingId, quantity: options.vouchers ?? 1 },
  ]);
  const rows = await db
    .selectFrom('vouchers')
    .select(['id', 'code', 'order_item_id'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => r.id);
  // States the flow cannot reach quickly, set after buying (one field each).
  const voucherSet = {
    ...(options.usesLeft === undefined ? {} : { uses_left: options.usesLeft }),
    ...(options.voucherStatus === undefined ? {} : { status: options.voucherStatus }),
    ...(options.validFrom === undefined ? {} : { valid_from: options.validFrom }),
    ...(options.validTo === undefined ? {} : { valid_to: options.validTo }),
  };
  if (Object.keys(voucherSet).length > 0)
    await db.updateTable('vouchers').set(voucherSet).where('id', 'in', ids).execute();
  const orderSet = {
    ...(options.orderStatus === undefined ? {} : { status: options.orderStatus }),
    ...(options.refundStatus === undefined ? {} : { refund_status: options.refundStatus }),
    ...(options.category === null ? { category: null } : {}),
  };
  if (Object.keys(orderSet).length > 0)
    await db.updateTable('orders').set(orderSet).where('id', '=', order.id).execute();
  if (options.category === null)
    await db.updateTable('order_items').set({ category: null }).where('order_id', '=', order.id).execute();
  const vouchers = rows.map((r) => ({ id: r.id, code: r.code }));
  const first = vouchers[0] as { id: number; code: string };
  const itemId = (rows[0] as { order_item_id: number }).order_item_id;
  return { ...first, vouchers, orderId: order.id, orderNo: order.order_no, itemId, memberId };
};

/**
 * The stores' hourly redemption counts as kept (`redemption_hours`, hours at 0 left out) and as
 * counted again here from their live redemptions, both as "store|hour" → count in key order.
 */
export const redemptionHoursKeptAndCounted = async (db: Database, storeIds: number[]) => {
  const live = await db
    .selectFrom('coupon_redemptions')
    .select(['store_id', 'created_at'])
    .where('store_id', 'in', storeIds)
    .where('status', '<>', 'undone')
    .execute();
  const counted = new Map<string, number>();
  for (const r of live) {
    const key = `${r.store_id}|${hourOf(r.created_at)}`;
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  const kept = await db
    .selectFrom('redemption_hours')
    .selectAll()
    .where('store_id', 'in', storeIds)
    .where('live', '<>', 0)
    .execute();
  const inOrder = (entries: [string, number][]) =>
    Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    kept: inOrder(kept.map((r) => [`${r.store_id}|${r.hour}`, Number(r.live)])),
    counted: inOrder([...counted]),
  };
};
