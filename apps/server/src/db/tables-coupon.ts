import type { Generated } from 'kysely';

/**
 * Redemptions of vouchers (核销) and the platform's fee rates (migration
 * 2026-11-27-0003-redemptions; docs/coupons.md). Money is integer fen (bigint on PostgreSQL).
 */
export interface CouponRedemptionTable {
  id: Generated<number>;
  store_id: number;
  voucher_id: number;
  order_id: number;
  order_item_id: number;
  member_id: number;
  /** Uses taken by this redemption (1..). */
  times: number;
  /** 'desk' (the /verify screen) | 'booking' (a booking's check-in). */
  source: string;
  booking_id: number | null;
  /** The employee or owner who redeemed; null when the system did. */
  staff_account_id: number | null;
  /** The voucher's share of the item's amount for these uses (the last use carries the remainder). */
  gross_fen: number;
  /** 1 when `gross_fen` includes the item's rounding remainder (at most one live redemption per voucher). */
  carries_remainder: number;
  /** The platform fee rate applied (basis points) and the fee it makes; net = gross − fee. */
  fee_rate_bp: number;
  fee_fen: number;
  /** 'undoable' | 'settled' | 'undone' */
  status: string;
  /** created_at + 60 minutes: until then the maker or the owner may undo it. */
  undo_deadline_at: string;
  undone_at: string | null;
  undone_by: number | null;
  settled_at: string | null;
  request_id: string | null;
  created_at: string;
}

/** The platform fee per category of what was sold; the row with category null is the default. */
export interface PlatformFeeRateTable {
  id: Generated<number>;
  category: number | null;
  rate_bp: number;
  updated_at: string;
}

/** A store's live (not undone) redemptions made in one UTC hour (features/coupon/redemption-hours.ts). */
export interface RedemptionHourTable {
  store_id: number;
  /** The hour's start, ISO text ('2026-03-12T04:00:00.000Z'). */
  hour: string;
  live: number;
}

export interface CouponTables {
  coupon_redemptions: CouponRedemptionTable;
  redemption_hours: RedemptionHourTable;
  platform_fee_rates: PlatformFeeRateTable;
}
