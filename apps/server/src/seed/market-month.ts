import { chinaDate } from '@merchant/shared';
import type { App } from '../app';
import { chinaDayStart } from '../features/statistics/statistics-period';
import { openMarket, type SimConsumer, type SimulationSummary } from '../market/market';
import { injectCaller, serveInProcess } from '../market/market-http';
import { demoFirstStoreId } from './demo-store';
import { demoFinance } from './market-finance';
import { demoPlatform } from './onboarding-seed';
import { startTimeMachine } from './time-machine';
import { completeEndedSessions } from './timetable.seed';

/** The size of the demo's simulated month (docs/market.md "The simulated month"). */
export interface DemoMonth {
  days: number;
  consumers: number;
  /** The chance that a consumer is active on a given day. */
  activity: number;
  seed: number;
}

/** The times of day (China time, hours) at which the month's trade happens, each a step of the clock. */
export const DEMO_SLOT_HOURS = [8.5, 10, 12.5, 15.5, 18, 20.5] as const;

/**
 * The jobs the month runs through the job runner at the end of each simulated day (and at the
 * end, now): payments notified, unpaid orders queried and closed, refunds approved when the
 * merchant did not answer, waiting lists released, redemptions settled after their undo window,
 * withdrawals paid out, the outbox delivered and the days' statistics counted. The card,
 * certificate, upload and key jobs are left to the server: the base seed dates their data from
 * the real now.
 */
export const DEMO_DAY_JOBS = [
  'payment-sandbox-delivery',
  'order-payment-query',
  'order-close-unpaid',
  'order-refund-auto-approve',
  'booking-waitlist-release',
  'coupon-redemption-settle',
  'withdrawal-payout-query',
  'outbox-delivery',
  'statistics-steps',
] as const;

/**
 * The job run after each slot of a day as well: settlement, so that money becomes available a
 * slot after the undo window, as the every-minute job would make it. (Each run through the
 * runner costs its lease bookkeeping: running every job at every slot made the month three
 * times slower on PostgreSQL.)
 */
export const DEMO_SLOT_JOBS = ['coupon-redemption-settle'] as const;

const HOUR = 3_600_000;
/** Parallel consumers within one step. */
const PARALLEL = 6;

/** The first instant of the month: the first slot of its first China day. */
export const monthStartOf = (month: Pick<DemoMonth, 'days'>, now = Date.now()): number =>
  Date.parse(chinaDayStart(chinaDate(new Date(now), -(month.days - 1)))) + (DEMO_SLOT_HOURS[0] - 0.5) * HOUR;

/**
 * Runs the demo's month of trade in-process (the demo seed, after the base seed): the clock
 * starts `days` China days ago and moves through each day's slots; at each, the consumers whose
 * turn it is shop and use what they bought, the desk checks bookings in, and the due jobs run at
 * that moment. The finance part binds the account on the first day, and withdraws later in the
 * month (paid, rejected) and at the end (waiting). The real clock is back when it returns.
 */
export const runDemoMonth = async (
  app: App,
  month: DemoMonth,
  codeFor: (phone: string) => Promise<string>,
): Promise<SimulationSummary> => {
  const { db } = app.deps;
  const log = (line: string) => app.log.info(line);
  const realStart = Date.now();
  const machine = startTimeMachine(monthStartOf(month, realStart));
  const served = await serveInProcess(app);
  try {
    const registered = new Set(app.deps.jobs.jobs().map((j) => j.name));
    const runJobs = async (names: readonly string[]) => {
      for (const name of names)
        if (registered.has(name)) await app.deps.jobs.runNow(name, { now: new Date() });
      await completeEndedSessions(db);
    };
    // Calls go to the app in-process; the sandbox posts its notifications to the served address.
    const call = injectCaller(app, served.base);
    const market = await openMarket({
      base: served.base,
      call,
      consumers: month.consumers,
      seed: month.seed,
      codeFor,
      activity: month.activity,
      log,
    });
    const storeId = await demoFirstStoreId(db);
    const owner = await db
      .selectFrom('accounts')
      .select('phone')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const finance =
      storeId === undefined
        ? null
        : demoFinance({
            market,
            call,
            storeId,
            ownerPhone: owner.phone ?? '',
            codeFor,
            platform: demoPlatform,
            log,
          });
    await finance?.bindAccount();
    const paidOn = Math.floor(month.days * 0.6);
    const rejectedOn = Math.floor(month.days * 0.8);

    for (let d = 0; d < month.days; d += 1) {
      const dayStart = Date.parse(chinaDayStart(chinaDate(new Date(realStart), d - (month.days - 1))));
      // Today's slots are those already past (the month ends now).
      const slots = DEMO_SLOT_HOURS.map((h) => dayStart + h * HOUR).filter(
        (at) => at < machine.realNow() - 60_000,
      );
      if (slots.length === 0) continue;
      const turns = new Map<number, SimConsumer[]>();
      for (const c of market.consumers) {
        if (!market.isActive(c)) continue;
        const slot = Math.floor(c.random() * slots.length);
        turns.set(slot, [...(turns.get(slot) ?? []), c]);
      }
      for (const [slot, at] of slots.entries()) {
        machine.travelTo(Math.max(at, Date.now()));
        const acting = turns.get(slot) ?? [];
        for (let i = 0; i < acting.length; i += PARALLEL)
          await Promise.all(acting.slice(i, i + PARALLEL).map(market.act));
        await market.deskRound();
        await runJobs(slot === slots.length - 1 ? DEMO_DAY_JOBS : DEMO_SLOT_JOBS);
      }
      if (d === paidOn) await finance?.withdrawPaid();
      if (d === rejectedOn) await finance?.withdrawRejected();
      log(
        `demo month, day ${d + 1}/${month.days}: ${market.summary.orders} orders, ${market.summary.redemptions} redemptions`,
      );
    }
    // The month ends now: the last check-ins and jobs, and a withdrawal waiting for review.
    machine.travelTo(machine.realNow());
    await market.deskRound();
    await runJobs(DEMO_DAY_JOBS);
    await finance?.withdrawPending();
    return market.summary;
  } finally {
    machine.restore();
    await served.close();
  }
};
