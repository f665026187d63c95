import type { CouponRedemption } from '@merchant/shared';
import type { RedemptionRow } from './coupon.repository';
import { maskPhone } from './coupon-rules';

/**
 * A redemption on the wire. `state` is the stored status, except that an undoable one whose
 * window has closed reads 'settled' before the job (every minute) has posted it: it can no
 * longer be undone either way.
 */
export const toRedemption = (
  row: RedemptionRow,
  now: Date = new Date(),
  viewer: { accountId: number; isOwner: boolean } | null = null,
): CouponRedemption => {
  const state =
    row.status === 'undoable' && row.undo_deadline_at <= now.toISOString()
      ? 'settled'
      : (row.status as CouponRedemption['state']);
  return {
    id: row.id,
    voucher_id: row.voucher_id,
    code: row.code,
    times: row.times,
    source: row.source as CouponRedemption['source'],
    state,
    member_id: row.member_id,
    member_name: row.member_name ?? '',
    member_phone_masked: maskPhone(row.member_phone),
    item_name: row.item_name,
    item_type: row.item_type,
    staff_account_id: row.staff_account_id,
    staff_name: row.staff_name,
    gross_fen: Number(row.gross_fen),
    fee_fen: Number(row.fee_fen),
    fee_rate_bp: row.fee_rate_bp,
    created_at: row.created_at,
    undo_deadline_at: row.undo_deadline_at,
    undone_at: row.undone_at,
    settled_at: row.settled_at,
    can_undo:
      state === 'undoable' &&
      viewer !== null &&
      (viewer.isOwner || row.staff_account_id === viewer.accountId),
  };
};
