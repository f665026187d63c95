import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The runner as the server starts it: timers, JOBS=off, and a stop at close. */
describe('the job runner started', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const runsPerJob = async (app: TestApp) =>
    Object.fromEntries(
      (
        await app.app.deps.db
          .selectFrom('job_runs')
          .select(['job_name', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('job_name')
          .execute()
      ).map((r) => [r.job_name, Number(r.n)]),
    );

  it('runs every registered job on its period once started (JOBS=on, JOB_PERIOD_MS=400)', async () => {
    t = await createTestApp({ env: { JOBS: 'on', JOB_PERIOD_MS: '400' } });
    expect(await runsPerJob(t)).toEqual({});
    t.app.deps.jobs.start();
    // The first runs a second after start, then every 400 ms.
    await sleep(2600);
    const runs = await runsPerJob(t);
    expect(Object.keys(runs).sort()).toEqual([
      'booking-waitlist-release',
      'coach-certificate-notices',
      'coupon-redemption-settle',
      'idempotency-key-expiry',
      'member-card-moves',
      'order-close-unpaid',
      'order-payment-query',
      'order-refund-auto-approve',
      'outbox-delivery',
      'payment-sandbox-delivery',
      'stale-upload-cleanup',
      'statistics-steps',
      'withdrawal-payout-query',
    ]);
    for (const [name, n] of Object.entries(runs)) {
      expect(n, name).toBeGreaterThanOrEqual(2);
      expect(n, name).toBeLessThanOrEqual(5);
    }
    await t.app.deps.jobs.stop();
    const stopped = await runsPerJob(t);
    await sleep(900);
    expect(await runsPerJob(t)).toEqual(stopped);
  });

  it('runs nothing with JOBS=off, even when started', async () => {
    t = await createTestApp({ env: { JOBS: 'off', JOB_PERIOD_MS: '400' } });
    t.app.deps.jobs.start();
    await sleep(1800);
    expect(await runsPerJob(t)).toEqual({});
  });
});
