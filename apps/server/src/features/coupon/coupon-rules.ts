import {
  Code,
  chinaDate,
  DEFAULT_PLATFORM_FEE_BP,
  MAX_REDEEM_TIMES,
  type VoucherPreview,
} from '@merchant/shared';
import { AppError } from '../../lib/app-error';
import type { VoucherRow } from './coupon.repository';

/** `13812345678` → `138****5678`; shorter numbers keep their first and last two digits. */
export const maskPhone = (phone: string | null): string => {
  if (!phone) return '';
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `${phone.slice(0, 1)}***${phone.slice(-1)}`;
};

/** The voucher as the desk sees it (docs/coupons.md "Preview"). */
export const toPreview = (v: VoucherRow): VoucherPreview => ({
  voucher_id: v.id,
  code: v.code,
  status: v.status as VoucherPreview['status'],
  member: { id: v.member_id, name: v.member_name ?? '', phone_masked: maskPhone(v.member_phone) },
  item: { name: v.item_name, type: v.item_type },
  uses_total: v.uses_total,
  uses_left: v.uses_left,
  valid_from: v.valid_from,
  valid_to: v.valid_to,
  store: { id: v.store_id, name: v.store_name },
  order_no: v.order_no,
});

/** Order states in which its vouchers may be used. */
const PAID_STATES = new Set(['paid', 'partly_used', 'used']);

/**
 * Why `times` uses of the voucher cannot be redeemed now, as an AppError carrying the preview
 * (so that the desk still shows the voucher), or nothing. The store was checked before.
 */
export const refusalOf = (v: VoucherRow, times: number, now: Date): AppError | null => {
  const refuse = (code: number, key: ConstructorParameters<typeof AppError>[1], params = {}) =>
    new AppError(code, key, params, toPreview(v));
  if (!Number.isInteger(times) || times < 1 || times > MAX_REDEEM_TIMES)
    return refuse(Code.VALIDATION, 'couponTimesRange', { max: MAX_REDEEM_TIMES });
  if (v.status === 'refunded' || v.order_refund_status === 'refunded')
    return refuse(Code.CONFLICT, 'couponRefunded');
  if (!PAID_STATES.has(v.order_status)) return refuse(Code.CONFLICT, 'couponOrderUnpaid');
  const at = now.toISOString();
  if (at < v.valid_from)
    return refuse(Code.CONFLICT, 'couponNotYetValid', { date: chinaDate(new Date(v.valid_from)) });
  if (v.status === 'expired' || at > v.valid_to)
    return refuse(Code.CONFLICT, 'couponExpired', { date: chinaDate(new Date(v.valid_to)) });
  if (v.status === 'used' || v.uses_left <= 0) return refuse(Code.CONFLICT, 'couponUsedUp');
  if (times > v.uses_left) return refuse(Code.CONFLICT, 'couponTooManyTimes', { left: v.uses_left });
  return null;
};

/** Not found (-404), or another store's (-404 with its own message): codes are random, this leaks nothing. */
export const refuseMissing = (v: VoucherRow | undefined, storeId: number): VoucherRow => {
  if (!v) throw new AppError(Code.NOT_FOUND, 'couponNotFound');
  if (v.store_id !== storeId) throw new AppError(Code.NOT_FOUND, 'couponOtherStore');
  return v;
};

/**
 * A voucher's share of its item's amount: the item's amount split over the item's vouchers
 * (the last by id carries the remainder), then over the voucher's uses. Answers the gross of
 * `times` uses, and whether it carries the voucher's remainder (given to the redemption that
 * takes the last use, once per voucher), so that a voucher's uses sum exactly to its amount.
 */
export const grossOf = (input: {
  itemAmountFen: number;
  itemVoucherIds: number[];
  voucherId: number;
  usesTotal: number;
  times: number;
  takesLastUse: boolean;
}): { grossFen: number; carriesRemainder: boolean } => {
  const count = Math.max(input.itemVoucherIds.length, 1);
  const isLastVoucher = input.itemVoucherIds.at(-1) === input.voucherId;
  const voucherFen =
    Math.floor(input.itemAmountFen / count) + (isLastVoucher ? input.itemAmountFen % count : 0);
  const perUse = Math.floor(voucherFen / input.usesTotal);
  const remainder = voucherFen - perUse * input.usesTotal;
  const carriesRemainder = input.takesLastUse && remainder > 0;
  return { grossFen: perUse * input.times + (carriesRemainder ? remainder : 0), carriesRemainder };
};

/** The platform's fee on `grossFen` at `rateBp` basis points, rounded half up to the fen. */
export const feeOf = (grossFen: number, rateBp: number = DEFAULT_PLATFORM_FEE_BP): number =>
  Math.floor((grossFen * rateBp + 5000) / 10_000);
