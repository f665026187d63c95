import type { Database } from '../../db/database';

/**
 * PLACEHOLDER on the bookings branch: the real redemption is written on the coupon branch with
 * exactly this signature, and the coordinator takes that file at merge. A booking's check-in
 * with an order credit calls it (features/booking/booking-desk.ts).
 */
export interface RedeemVoucherInput {
  storeId: number;
  voucherId: number;
  times: number;
  staffAccountId: number | null;
  /** What asked for the redemption: the desk's /verify screen, or a booking's check-in. */
  source: 'desk' | 'booking';
  bookingId?: number | null;
  requestId?: string | null;
}

export const redeemVoucher = async (
  _trx: Database,
  _input: RedeemVoucherInput,
  _now?: Date,
): Promise<{ redemptionId: number; voucherId: number; usesLeft: number }> => {
  throw new Error('redeemVoucher is merged from the coupon branch');
};
