import { chinaDate } from '@merchant/shared';
import type { Database } from '../../db/database';

export interface UpcomingDay {
  /** China date YYYY-MM-DD. */
  date: string;
  /** Fen that become available that day. */
  amount: number;
}

/**
 * The fen that become available on each coming China day, soonest first (days with 0 left
 * out). A redemption still inside its undo window (features/coupon, status 'undoable') is
 * settled by the job once `undo_deadline_at` has passed: custody → available, `gross_fen -
 * fee_fen`. One whose deadline has passed but which the job has not reached yet counts for
 * today. Unredeemed vouchers stay in custody with no date, so they are not upcoming.
 * Only the last hour's redemptions are undoable, so the rows read stay few; the index on
 * (store_id, status, undo_deadline_at, gross_fen, fee_fen) reads the store's alone, from the index.
 */
export const upcomingSettlements = async (
  db: Database,
  storeId: number,
  now = new Date(),
): Promise<UpcomingDay[]> => {
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select(['undo_deadline_at', 'gross_fen', 'fee_fen'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'undoable')
    .execute();
  const today = chinaDate(now);
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = chinaDate(new Date(row.undo_deadline_at));
    const date = day < today ? today : day;
    byDay.set(date, (byDay.get(date) ?? 0) + Number(row.gross_fen) - Number(row.fee_fen));
  }
  return [...byDay.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, amount]) => ({ date, amount }));
};
