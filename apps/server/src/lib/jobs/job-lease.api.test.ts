import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobRunner } from './job-runner';

/**
 * The lease itself, on the test's database (SQLite, or PostgreSQL with DATABASE_URL): two
 * runners of one job on one database, each with a clock the test moves.
 */
describe('job lease', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const T0 = Date.parse('2026-11-26T00:00:00.000Z');
  const runnersOn = (db: Database, name: string, run: () => Promise<number>) => {
    const clock = { now: T0 };
    const make = () => {
      const runner = createJobRunner({ db, log: t.app.log, enabled: false, clock: () => clock.now });
      runner.register({ name, everyMs: 5000, run: async () => run() });
      return runner;
    };
    return { clock, a: make(), b: make() };
  };
  const runsOf = (name: string) =>
    t.app.deps.db
      .selectFrom('job_runs')
      .select(['holder', 'started_at', 'outcome', 'handled'])
      .where('job_name', '=', name)
      .orderBy('id')
      .execute();
  const leaseOf = (name: string) =>
    t.app.deps.db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  it('runs a job once per period between two runners, and the holder keeps it', async () => {
    let runs = 0;
    const { clock, a, b } = runnersOn(t.app.deps.db, 'lease-once', async () => ++runs);
    // Both try at once, many times within the first period: one run.
    expect(
      (await Promise.all([a.runDue('lease-once'), b.runDue('lease-once')])).filter(Boolean),
    ).toHaveLength(1);
    for (const ms of [1000, 2500, 4999]) {
      clock.now = T0 + ms;
      expect(await Promise.all([b.runDue('lease-once'), a.runDue('lease-once')])).toEqual([false, false]);
    }
    // Each next period: one run again, by the same holder (its lease outlives the period).
    for (const period of [1, 2, 3]) {
      clock.now = T0 + period * 5000 + 10;
      const ran = await Promise.all([b.runDue('lease-once'), a.runDue('lease-once')]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    expect(runs).toBe(4);
    const rows = await runsOf('lease-once');
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.holder)).size).toBe(1);
    expect(rows.map((r) => [r.outcome, r.handled])).toEqual([
      ['ok', 1],
      ['ok', 2],
      ['ok', 3],
      ['ok', 4],
    ]);
    expect(await leaseOf('lease-once')).toMatchObject({
      last_outcome: 'ok',
      last_handled: 4,
      consecutive_failures: 0,
      next_run_at: '2026-11-26T00:00:20.010Z',
      lease_until: '2026-11-26T00:00:25.010Z',
    });
  });

  it('lets another runner take over once a dead holder’s lease has run out', async () => {
    const { clock, a, b } = runnersOn(t.app.deps.db, 'lease-takeover', async () => 1);
    expect(await a.runDue('lease-takeover')).toBe(true);
    // `a` dies (it never runs again). Its next run is due at 5 s; its lease holds until 10 s.
    clock.now = T0 + 5000;
    expect(await b.runDue('lease-takeover')).toBe(false);
    clock.now = T0 + 9999;
    expect(await b.runDue('lease-takeover')).toBe(false);
    clock.now = T0 + 10_001;
    expect(await b.runDue('lease-takeover')).toBe(true);
    expect((await leaseOf('lease-takeover')).holder).toBe(b.holder);
    expect((await runsOf('lease-takeover')).map((r) => r.holder)).toEqual([a.holder, b.holder]);
  });

  it('lets another runner take a job whose holder died in the middle of a run', async () => {
    const never = new Promise<number>(() => {});
    const { clock, a, b } = runnersOn(t.app.deps.db, 'lease-mid-run', async () => {
      if (clock.now === T0) return never; // `a`'s run never ends: its process died
      return 1;
    });
    void a.runDue('lease-mid-run');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await leaseOf('lease-mid-run')).toMatchObject({
      holder: a.holder,
      lease_until: '2026-11-26T00:02:00.000Z',
    });
    clock.now = T0 + 60_000;
    expect(await b.runDue('lease-mid-run')).toBe(false);
    clock.now = T0 + 120_001;
    expect(await b.runDue('lease-mid-run')).toBe(true);
    expect(
      (await runsOf('lease-mid-run')).map((r) => [r.holder === a.holder ? 'a' : 'b', r.outcome]),
    ).toEqual([
      ['a', 'running'],
      ['b', 'ok'],
    ]);
  });

  it('logs a failed run and retries it sooner than the period, later each time; it never throws', async () => {
    let fail = 3;
    const { clock, a } = runnersOn(t.app.deps.db, 'lease-backoff', async () => {
      if (fail > 0) {
        fail -= 1;
        throw new Error('the provider is down\u0000');
      }
      return 7;
    });
    const attempts: string[] = [];
    for (const ms of [0, 999, 1000, 2999, 3000, 6999, 7000]) {
      clock.now = T0 + ms;
      if (await a.runDue('lease-backoff')) attempts.push(`${ms}`);
    }
    // Failures at 0, 1000 and 3000 (retries after 1 s, 2 s, then 4 s); success at 7000.
    expect(attempts).toEqual(['0', '1000', '3000', '7000']);
    const rows = await runsOf('lease-backoff');
    expect(rows.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed', 'ok']);
    expect(await leaseOf('lease-backoff')).toMatchObject({
      last_outcome: 'ok',
      last_handled: 7,
      last_error: null,
      consecutive_failures: 0,
      next_run_at: '2026-11-26T00:00:12.000Z',
    });
    expect(
      await t.app.deps.db
        .selectFrom('job_runs')
        .select('error')
        .where('job_name', '=', 'lease-backoff')
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    ).toEqual({ error: 'the provider is down' });
  });

  it('runs the registered jobs of the app: the features’ and the outbox’s', () => {
    expect(
      t.app.deps.jobs
        .jobs()
        .map((j) => j.name)
        .sort(),
    ).toEqual([
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
  });
});
