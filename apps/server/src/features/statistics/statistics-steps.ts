import { chinaDate } from '@merchant/shared';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../lib/jobs';
import { chinaDayStart, nextChinaDay } from './statistics-period';

/** A column of statistics_daily that a step job recomputes from its source table. */
type StepColumn = 'paid_orders' | 'redeemed' | 'reviewed';

/**
 * One funnel step counted from its own table: how many per store between two UTC instants
 * [fromAt, toAt). Adding a step is one entry in `dailySteps`.
 */
export interface DailyStep {
  column: StepColumn;
  count: (db: Database, fromAt: string, toAt: string) => Promise<{ store_id: number; n: number }[]>;
}

type Counted = { store_id: number | string; n: number | string }[];
const perStore = (rows: Counted) => rows.map((r) => ({ store_id: Number(r.store_id), n: Number(r.n) }));

/** Paid orders by their payment time (any later status: a paid order was an order). */
const paidOrders: DailyStep = {
  column: 'paid_orders',
  count: async (db, fromAt, toAt) =>
    perStore(
      await db
        .selectFrom('orders')
        .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('paid_at', '>=', fromAt)
        .where('paid_at', '<', toAt)
        .groupBy('store_id')
        .execute(),
    ),
};

/** Redemptions by the time they were made; an undone one never happened for the funnel. */
const redeemed: DailyStep = {
  column: 'redeemed',
  count: async (db, fromAt, toAt) =>
    perStore(
      await db
        .selectFrom('coupon_redemptions')
        .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('created_at', '>=', fromAt)
        .where('created_at', '<', toAt)
        .where('status', '<>', 'undone')
        .groupBy('store_id')
        .execute(),
    ),
};

/** Reviews by the time they were written. */
const reviewed: DailyStep = {
  column: 'reviewed',
  count: async (db, fromAt, toAt) =>
    perStore(
      await db
        .selectFrom('consumer_reviews')
        .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('created_at', '>=', fromAt)
        .where('created_at', '<', toAt)
        .groupBy('store_id')
        .execute(),
    ),
};

/** The steps the job recomputes (docs/statistics.md "Steps"). */
export const dailySteps: DailyStep[] = [paidOrders, redeemed, reviewed];

/**
 * Writes each step's count for one China day into statistics_daily, idempotently: the stores
 * counted get their figure (upsert), the others that have a row get 0. Answers the rows set.
 */
export const recomputeDay = async (db: Database, day: string, steps = dailySteps): Promise<number> => {
  const fromAt = chinaDayStart(day);
  const toAt = chinaDayStart(nextChinaDay(day));
  let written = 0;
  for (const step of steps) {
    const counts = await step.count(db, fromAt, toAt);
    await db.transaction().execute(async (trx) => {
      const stores = counts.map((c) => c.store_id);
      let reset = trx
        .updateTable('statistics_daily')
        .set({ [step.column]: 0 })
        .where('day', '=', day);
      if (stores.length > 0) reset = reset.where('store_id', 'not in', stores);
      await reset.where(step.column, '<>', 0).execute();
      for (const { store_id, n } of counts.sort((a, b) => a.store_id - b.store_id)) {
        await trx
          .insertInto('statistics_daily')
          .values({ store_id, day, [step.column]: n })
          .onConflict((oc) => oc.columns(['store_id', 'day']).doUpdateSet({ [step.column]: n }))
          .execute();
        written += 1;
      }
    });
  }
  return written;
};

/** Days the job recomputes each run: today and the two before (covers a job down for two days). */
export const STEP_WINDOW_DAYS = 3;
/** Raw events and visitor rows are kept this long (the longest period is 30 days). */
export const EVENT_RETENTION_DAYS = 90;

/** Recomputes the window's days, then prunes raw events and visitor rows past retention. */
export const runStatisticsSteps = async (db: Database, now = new Date(), windowDays = STEP_WINDOW_DAYS) => {
  let written = 0;
  for (let i = windowDays - 1; i >= 0; i -= 1) written += await recomputeDay(db, chinaDate(now, -i));
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('storefront_events').where('at', '<', cutoff).execute();
  await db
    .deleteFrom('statistics_visitors')
    .where('day', '<', chinaDate(now, -EVENT_RETENTION_DAYS))
    .execute();
  return written;
};

export const STATISTICS_STEPS_JOB = 'statistics-steps';

/** Every 10 minutes: the day's paid orders, redemptions and reviews per store. */
export const statisticsStepsJob: JobDefinition = {
  name: STATISTICS_STEPS_JOB,
  everyMs: 600_000,
  run: ({ db, now }) => runStatisticsSteps(db, now),
};
