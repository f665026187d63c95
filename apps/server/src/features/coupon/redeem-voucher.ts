import { Code, REDEMPTION_UNDO_MINUTES } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, stateChanged } from '../../lib/transitions';
import { refreshOrderUsage } from '../order';
import { createCouponRepository } from './coupon.repository';
import { feeOf, grossOf, refusalOf, refuseMissing } from './coupon-rules';
import { countRedemptionHour } from './redemption-hours';

export interface RedeemVoucherInput {
  storeId: number;
  voucherId: number;
  times: number;
  staffAccountId: number | null;
  source: 'desk' | 'booking';
  bookingId?: number | null;
  requestId?: string | null;
}

export interface RedeemedVoucher {
  redemptionId: number;
  voucherId: number;
  usesLeft: number;
}

/**
 * Redeems `times` uses of a voucher inside the caller's transaction (the desk's call, a
 * booking's check-in; docs/coupons.md). Refuses with the same AppErrors as
 * `POST /member/coupon/validate/{code}/{times}`. The uses are taken by one guarded statement
 * (`uses_left >= times`), so concurrent redemptions never take a voucher below zero; the
 * voucher becomes 'used' at 0 left and the order's usage status follows. The redemption is
 * undoable for 60 minutes, then the settlement job posts its money (coupon-settle.ts).
 */
export const redeemVoucher = async (
  trx: Database,
  input: RedeemVoucherInput,
  now: Date = new Date(),
): Promise<RedeemedVoucher> => {
  const repository = createCouponRepository(trx);
  const voucher = refuseMissing(await repository.voucherById(input.voucherId), input.storeId);
  const refusal = refusalOf(voucher, input.times, now);
  if (refusal) throw refusal;
  const at = now.toISOString();
  if (!(await repository.takeUses(input.storeId, voucher.id, input.times, at))) {
    // Another redemption took uses in between: refuse as the voucher now stands.
    const fresh = await repository.voucherById(voucher.id);
    throw (fresh && refusalOf(fresh, input.times, now)) ?? stateChanged();
  }
  const usesLeft = await repository.usesLeft(voucher.id);
  // After the guarded update this transaction holds the voucher's row: the remainder is decided alone.
  const takesLastUse = usesLeft === 0 && !(await repository.remainderTaken(voucher.id));
  const { grossFen, carriesRemainder } = grossOf({
    itemAmountFen: Number(voucher.item_amount_fen),
    itemVoucherIds: await repository.itemVouchers(voucher.order_item_id),
    voucherId: voucher.id,
    usesTotal: voucher.uses_total,
    times: input.times,
    takesLastUse,
  });
  const rateBp = await repository.feeRate(voucher.item_category);
  if (rateBp === undefined) throw new AppError(Code.SERVER_ERROR, 'serverError');
  const redemptionId = await repository.insertRedemption({
    store_id: input.storeId,
    voucher_id: voucher.id,
    order_id: voucher.order_id,
    order_item_id: voucher.order_item_id,
    member_id: voucher.member_id,
    times: input.times,
    source: input.source,
    booking_id: input.bookingId ?? null,
    staff_account_id: input.staffAccountId,
    gross_fen: grossFen,
    carries_remainder: carriesRemainder ? 1 : 0,
    fee_rate_bp: rateBp,
    fee_fen: feeOf(grossFen, rateBp),
    status: 'undoable',
    undo_deadline_at: new Date(now.getTime() + REDEMPTION_UNDO_MINUTES * 60_000).toISOString(),
    undone_at: null,
    undone_by: null,
    settled_at: null,
    request_id: input.requestId?.slice(0, 64) ?? null,
    created_at: at,
  });
  await refreshOrderUsage(trx, voucher.order_id, {
    accountId: input.staffAccountId,
    requestId: input.requestId,
  });
  await recordAudit(trx, {
    actor: input.staffAccountId,
    storeId: input.storeId,
    entity: 'voucher',
    entityId: voucher.id,
    from: voucher.status,
    to: usesLeft === 0 ? 'used' : 'active',
    reason: `redeemed ${input.times} (${input.source}, redemption ${redemptionId})`,
    requestId: input.requestId ?? null,
  });
  // Last: the store's hour row is the one lock its concurrent redemptions share.
  await countRedemptionHour(trx, input.storeId, at, 1);
  return { redemptionId, voucherId: voucher.id, usesLeft };
};
