import { z } from 'zod';
import { requestNo } from '../request-no';
import { text } from './common.schema';
import { voucherStatuses } from './order.schema';

/**
 * Vouchers and their redemption (核销; docs/coupons.md): the wire contract of
 * `POST /member/coupon/validate/{code}/{times}`, `POST /coupon/redemption/list`,
 * `POST /coupon/redemption/{id}/undo` and `POST /coupon/voucher/list`.
 */

/** Most uses one redemption may take at once (a sane ceiling; a voucher rarely has more). */
export const MAX_REDEEM_TIMES = 99;
/** How long after a redemption it may be undone; after that it is settled. */
export const REDEMPTION_UNDO_MINUTES = 60;
/** The platform fee rate applied when no row of `platform_fee_rates` names one (basis points). */
export const DEFAULT_PLATFORM_FEE_BP = 500;

/** A voucher code: 10 to 12 digits (what the desk types or scans). */
export const voucherCode = z.string().regex(/^\d{10,12}$/, { message: 'couponCodeRule' });

export const couponValidateParams = z.object({
  code: voucherCode,
  /** An integer; its range is checked by the call, with its own message. */
  times: z.coerce.number().int(),
});

/** Without `confirm`, a preview that redeems nothing; with it, `request_no` is required. */
export const couponValidateBody = z
  .object({
    confirm: z.boolean().default(false),
    request_no: requestNo.optional(),
  })
  .default({ confirm: false })
  .refine((b) => !b.confirm || b.request_no !== undefined, {
    message: 'couponRequestNoRequired',
    path: ['request_no'],
  });
export type CouponValidateBody = z.input<typeof couponValidateBody>;

export const redemptionStates = ['undoable', 'settled', 'undone'] as const;
export type RedemptionState = (typeof redemptionStates)[number];

/** What the desk sees before it redeems. */
export const voucherPreview = z.object({
  voucher_id: z.number().int(),
  code: z.string(),
  status: z.enum(voucherStatuses),
  member: z.object({ id: z.number().int(), name: z.string(), phone_masked: z.string() }),
  item: z.object({ name: z.string(), type: z.string() }),
  uses_total: z.number().int(),
  uses_left: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  order_no: z.string(),
});
export type VoucherPreview = z.infer<typeof voucherPreview>;

/** One redemption as the history lists it. */
export const couponRedemption = z.object({
  id: z.number().int(),
  voucher_id: z.number().int(),
  code: z.string(),
  times: z.number().int(),
  source: z.enum(['desk', 'booking']),
  state: z.enum(redemptionStates),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone_masked: z.string(),
  item_name: z.string(),
  item_type: z.string(),
  staff_account_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  gross_fen: z.number().int(),
  fee_fen: z.number().int(),
  fee_rate_bp: z.number().int(),
  created_at: z.string(),
  /** Until this instant the maker or the owner may undo it. */
  undo_deadline_at: z.string(),
  undone_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** Whether the caller may undo it now (its maker or the owner, within the window). */
  can_undo: z.boolean(),
});
export type CouponRedemption = z.infer<typeof couponRedemption>;

export const couponRedeemResult = z.object({
  redemption: couponRedemption,
  voucher: voucherPreview,
});
export type CouponRedeemResult = z.infer<typeof couponRedeemResult>;

/** A preview (no confirm) or a redemption (confirm). */
export const couponValidateResult = z.union([couponRedeemResult, voucherPreview]);

export const couponUndoBody = z.object({ request_no: requestNo });

/** POST /coupon/voucher/list: a member's usable vouchers in the store, by phone. */
export const couponVoucherListBody = z.object({
  phone: text({ max: 20 }).regex(/^\d{5,20}$/, { message: 'couponPhoneRule' }),
});
export type CouponVoucherListBody = z.input<typeof couponVoucherListBody>;
