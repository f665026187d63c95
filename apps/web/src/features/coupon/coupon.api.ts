/** Server calls of the /verify screen (docs/coupons.md). */
import type {
  CouponRedeemResult,
  CouponRedemption,
  CursorPage,
  ListQueryInput,
  VoucherPreview,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** A preview of `times` uses (redeems nothing); refusals are shown by the screen (silent). */
export const previewVoucher = (code: string, times: number): Promise<VoucherPreview> =>
  http.post<VoucherPreview>(`/member/coupon/validate/${code}/${times}`, {}, { silent: true });

export const redeemVoucher = (code: string, times: number, requestNo: string): Promise<CouponRedeemResult> =>
  http.post<CouponRedeemResult>(
    `/member/coupon/validate/${code}/${times}`,
    { confirm: true, request_no: requestNo },
    { silent: true },
  );

export const undoRedemption = (id: number, requestNo: string): Promise<CouponRedemption> =>
  http.post<CouponRedemption>(`/coupon/redemption/${id}/undo`, { request_no: requestNo });

export const fetchRedemptions = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<CursorPage<CouponRedemption>> =>
  http.post<CursorPage<CouponRedemption>>('/coupon/redemption/list', query, { signal });

export const fetchVouchersOfPhone = (phone: string): Promise<VoucherPreview[]> =>
  http.post<VoucherPreview[]>('/coupon/voucher/list', { phone });
