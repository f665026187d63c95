import { chinaDate } from '@merchant/shared';
import { sql } from 'kysely';
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
 *
 * The database sums them by the UTC hour of their deadline (a China day is whole UTC hours,
 * eight hours on), read from the index on (store_id, status, undo_deadline_at, gross_fen,
 * fee_fen): the last hour's redemptions of a store five times a busy one's were 1,809 rows,
 * each turned into a date in JavaScript, where the hours are one or two.
 */
export const upcomingSettlements = async (
  db: Database,
  storeId: number,
  now = new Date(),
): Promise<UpcomingDay[]> => {
  const hour = sql<string>`substr(undo_deadline_at, 1, 13)`;
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select([hour.as('hour'), sql<number | string>`sum(gross_fen) - sum(fee_fen)`.as('fen')])
    .where('store_id', '=', storeId)
    .where('status', '=', 'undoable')
    .groupBy(hour)
    .execute();
  const today = chinaDate(now);
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = chinaDate(new Date(`${row.hour}:00:00.000Z`));
    const date = day < today ? today : day;
    byDay.set(date, (byDay.get(date) ?? 0) + Number(row.fen));
  }
  return [...byDay.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, amount]) => ({ date, amount }));
};
