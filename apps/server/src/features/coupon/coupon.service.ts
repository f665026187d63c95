import type {
  CouponRedeemResult,
  CouponRedemption,
  CursorPage,
  ListQuery,
  VoucherPreview,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { planListQuery } from '../../lib/list-query';
import { couponRedemptionList, createCouponRepository } from './coupon.repository';
import { refusalOf, refuseMissing, toPreview } from './coupon-rules';
import type { CouponActor } from './coupon-undo';
import { toRedemption } from './coupon-view';
import { redeemVoucher } from './redeem-voucher';

/** The desk's voucher calls (docs/coupons.md). */
export const createCouponService = (db: Database) => {
  const repository = createCouponRepository(db);
  return {
    /** What redeeming `times` uses would do, without redeeming; refusals carry the preview. */
    preview: async (
      storeId: number,
      code: string,
      times: number,
      now = new Date(),
    ): Promise<VoucherPreview> => {
      const voucher = refuseMissing(await repository.voucherByCode(code), storeId);
      const refusal = refusalOf(voucher, times, now);
      if (refusal) throw refusal;
      return toPreview(voucher);
    },

    /** Redeems `times` uses, once per request number (a repeat answers the first redemption). */
    redeem: async (
      actor: CouponActor,
      code: string,
      times: number,
      requestNo: string,
      now = new Date(),
    ): Promise<CouponRedeemResult> =>
      withIdempotency(
        db,
        { scope: storeScope(actor.storeId), operation: 'coupon.redeem', requestNo, request: { code, times } },
        async (trx) => {
          const repo = createCouponRepository(trx);
          const voucher = refuseMissing(await repo.voucherByCode(code), actor.storeId);
          const done = await redeemVoucher(
            trx,
            {
              storeId: actor.storeId,
              voucherId: voucher.id,
              times,
              staffAccountId: actor.accountId,
              source: 'desk',
              requestId: actor.requestId ?? null,
            },
            now,
          );
          const [redemption, fresh] = await Promise.all([
            repo.redemption(actor.storeId, done.redemptionId),
            repo.voucherById(voucher.id),
          ]);
          return {
            redemption: toRedemption(redemption as NonNullable<typeof redemption>, now, {
              accountId: actor.accountId,
              isOwner: await repo.isOwner(actor.accountId, actor.storeId),
            }),
            voucher: toPreview(fresh as NonNullable<typeof fresh>),
          };
        },
      ),

    list: async (actor: CouponActor, query: ListQuery): Promise<CursorPage<CouponRedemption>> => {
      const page = await repository.page(actor.storeId, planListQuery(query, couponRedemptionList));
      const now = new Date();
      const viewer = {
        accountId: actor.accountId,
        isOwner: await repository.isOwner(actor.accountId, actor.storeId),
      };
      return { ...page, content: page.content.map((row) => toRedemption(row, now, viewer)) };
    },

    /** A member's usable vouchers in the store, found by the member's phone. */
    vouchersOfPhone: async (storeId: number, phone: string): Promise<VoucherPreview[]> =>
      (await repository.vouchersOfPhone(storeId, phone, new Date().toISOString())).map(toPreview),
  };
};
