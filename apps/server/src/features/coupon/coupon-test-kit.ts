/**
 * Vouchers for the redemption tests, inserted directly.
 *
 * TEMPORARY (until the orders feature is merged): a paid order, its item and its vouchers are
 * inserted as rows here. At the merge the coordinator switches these tests to the real
 * buy-and-pay kit, features/order/order-test-kit.ts, so that vouchers come from a paid order.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken } from '../../test/factories';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import { insertMember } from '../member-card/member-card-test-kit';

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

const newCode = () => String(randomInt(10 ** 11, 10 ** 12));

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

/** A paid order of one listing item in the store, with its voucher(s). */
export const insertVoucher = async (db: Database, storeId: number, options: VoucherOptions = {}) => {
  const now = new Date().toISOString();
  const memberId =
    options.memberId ??
    (await insertMember(db, storeId, options.memberPhone ? { phone: options.memberPhone } : {}));
  const usesTotal = options.usesTotal ?? 10;
  const amountFen = options.amountFen ?? 10_000;
  const name = options.name ?? '私教课10次';
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `O${now.slice(0, 10).replaceAll('-', '')}${newCode().slice(0, 10)}`,
      store_id: storeId,
      kind: 'item',
      buyer_account_id: 0,
      buyer_phone: options.memberPhone ?? '13800000000',
      member_id: memberId,
      status: options.orderStatus ?? 'paid',
      refund_status: options.refundStatus ?? null,
      total_fen: amountFen,
      paid_fen: amountFen,
      title: name,
      category: options.category ?? null,
      item_count: 1,
      pay_deadline_at: now,
      paid_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      store_id: storeId,
      line: 1,
      item_type: 'listing',
      item_id: 1,
      name,
      category: options.category ?? null,
      unit_price_fen: amountFen,
      quantity: 1,
      amount_fen: amountFen,
      uses_per_unit: usesTotal,
      validity_days: 30,
      snapshot: '{}',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vouchers: { id: number; code: string }[] = [];
  for (let i = 0; i < (options.vouchers ?? 1); i += 1) {
    const code = newCode();
    const { id } = await db
      .insertInto('vouchers')
      .values({
        code,
        store_id: storeId,
        order_id: order.id,
        order_item_id: item.id,
        member_id: memberId,
        uses_total: usesTotal,
        uses_left: options.usesLeft ?? usesTotal,
        valid_from: options.validFrom ?? new Date(Date.now() - DAY).toISOString(),
        valid_to: options.validTo ?? new Date(Date.now() + 30 * DAY).toISOString(),
        status: options.voucherStatus ?? 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    vouchers.push({ id, code });
  }
  const first = vouchers[0] as { id: number; code: string };
  return { ...first, vouchers, orderId: order.id, orderNo: order.order_no, itemId: item.id, memberId };
};
