import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { MigrationDb } from '../../db/migrations/schema-helpers';

/**
 * A store's live (not undone) redemptions per UTC hour of their making, `redemption_hours`:
 * the dashboard's "redemptions today" and "the same hours last week" add up a day's hours
 * instead of counting a busy store's day of rows, which grew with the chain (12,941 rows read
 * for one store's day at 5M orders; docs/dashboard.md "Speed").
 *
 * A redemption adds one to its hour and an undo takes it away again, in the same transaction
 * and after the redemption's other writes: the hour's row is the one lock a busy store's
 * redemptions share, so it is held briefly and always taken after the voucher's and the
 * order's. A check-in then moves its booking and session, which no one locks before an hour.
 */

const HOUR_TEXT_LENGTH = 'YYYY-MM-DDTHH'.length;

/** The start of the UTC hour of an ISO instant, as ISO text: its `redemption_hours.hour`. */
export const hourOf = (iso: string): string => `${iso.slice(0, HOUR_TEXT_LENGTH)}:00:00.000Z`;

/** Adds `delta` (+1 made, −1 undone) to the hour of a redemption made at `madeAt`. */
export const countRedemptionHour = async (
  trx: Database,
  storeId: number,
  madeAt: string,
  delta: 1 | -1,
): Promise<void> => {
  await trx
    .insertInto('redemption_hours')
    .values({ store_id: storeId, hour: hourOf(madeAt), live: delta })
    .onConflict((oc) =>
      oc.columns(['store_id', 'hour']).doUpdateSet((eb) => ({
        live: eb('redemption_hours.live', '+', eb.ref('excluded.live')),
      })),
    )
    .execute();
};

/**
 * Every store's hours counted again from its redemptions: the migration's backfill, and the
 * data generator's after its bulk load (no redemption is being made meanwhile).
 */
export const rebuildRedemptionHours = async (db: MigrationDb): Promise<void> => {
  await sql`delete from redemption_hours`.execute(db);
  await sql`insert into redemption_hours (store_id, hour, live)
    select store_id, substr(created_at, 1, ${sql.lit(HOUR_TEXT_LENGTH)}) || ':00:00.000Z', count(*)
    from coupon_redemptions where status <> 'undone'
    group by store_id, substr(created_at, 1, ${sql.lit(HOUR_TEXT_LENGTH)})`.execute(db);
};
