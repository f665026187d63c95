import { chinaDate } from '@merchant/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The one place the balance reads the redemption feature's table (built on another branch).
 * The contract this code assumes (docs/finance.md "Upcoming"), to be aligned at merge:
 *
 * - table `coupon_redemptions`, one row per redemption;
 * - `store_id` integer: the store whose custody the voucher's money sits in;
 * - `settle_at` text, ISO-8601 UTC (`2026-11-27T08:00:00.000Z`): when the settlement job moves
 *   it store_custody → store_available (the redemption's time + 60 minutes);
 * - `gross_fen` bigint: what leaves custody at settlement;
 * - `fee_fen` bigint: the platform fee kept at settlement (goes to platform_fees);
 * - `status` text: 'undoable' until settled (any other value: settled or undone, not upcoming).
 *
 * A redemption made but not settled yet makes `gross_fen - fee_fen` available on the China
 * day of its `settle_at`; one whose settle time has passed but is still waiting for the job
 * counts for today. Unredeemed vouchers stay in custody with no date and are not upcoming.
 */
interface CouponRedemptionContract {
  coupon_redemptions: {
    store_id: number;
    settle_at: string;
    gross_fen: number;
    fee_fen: number;
    status: string;
  };
}

export interface UpcomingDay {
  /** China date YYYY-MM-DD. */
  date: string;
  /** Fen that become available that day. */
  amount: number;
}

/** The table is not there before the redemption feature is merged: then nothing is upcoming. */
const isMissingTable = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '42P01' || (typeof message === 'string' && message.includes('no such table'));
};

/** The fen that become available on each coming China day, soonest first; days with 0 left out. */
export const upcomingSettlements = async (
  db: Database,
  storeId: number,
  now = new Date(),
): Promise<UpcomingDay[]> => {
  let rows: { settle_at: string; gross_fen: number | string; fee_fen: number | string }[];
  try {
    rows = await (db as unknown as Kysely<CouponRedemptionContract>)
      .selectFrom('coupon_redemptions')
      .select(['settle_at', 'gross_fen', 'fee_fen'])
      .where('store_id', '=', storeId)
      .where('status', '=', 'undoable')
      .execute();
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
  const today = chinaDate(now);
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = chinaDate(new Date(row.settle_at));
    const date = day < today ? today : day;
    byDay.set(date, (byDay.get(date) ?? 0) + Number(row.gross_fen) - Number(row.fee_fen));
  }
  return [...byDay.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, amount]) => ({ date, amount }));
};
