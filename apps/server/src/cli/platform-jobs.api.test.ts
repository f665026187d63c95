import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestNo } from '../features/member-card/member-card-test-kit';
import { buyAndPay, sellingStore, signInConsumer } from '../features/order/order-test-kit';
import { storeCall } from '../test/store-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { runCliOn } from './cli-test-kit';
import { parseCommand } from './platform';

describe('npm run platform -- jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so when no job has run, and refuses extra words', async () => {
    expect(await runCliOn(t, ['jobs'])).toMatchObject({
      code: 0,
      out: 'No jobs yet: a server registers its jobs when it starts (unless JOBS=off).',
    });
    expect(() => parseCommand(['jobs', 'list'])).toThrow('unknown command: jobs list');
    expect(parseCommand(['jobs'])).toEqual({ kind: 'jobs' });
    expect(parseCommand(['jobs', 'run', 'coupon-redemption-settle'])).toEqual({
      kind: 'jobs-run',
      name: 'coupon-redemption-settle',
    });
    expect(await runCliOn(t, ['jobs', 'run'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('jobs run needs the name of a job'),
    });
    expect(() => parseCommand(['jobs', 'run', 'a', 'b'])).toThrow('unknown command: jobs run a b');
  });

  it('prints each job’s last run, duration, outcome and next run, and the last error', async () => {
    const { jobs } = t.app.deps;
    jobs.register({
      name: 'always-fails',
      everyMs: 60_000,
      run: async () => {
        throw new Error('the provider answered 503');
      },
    });
    await jobs.runNow('member-card-moves');
    await jobs.runNow('outbox-delivery');
    await expect(jobs.runNow('always-fails')).rejects.toThrow('503');
    const { code, out, err } = await runCliOn(t, ['jobs']);
    expect([code, err]).toEqual([0, '']);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      /^JOB\s+LAST RUN \(UTC\)\s+DURATION\s+OUTCOME\s+HANDLED\s+NEXT RUN \(UTC\)\s+FAILURES\s+HOLDER$/,
    );
    // Sorted by name; the failed job runs again within a second, the others after their period.
    expect(lines[1]).toMatch(
      /^always-fails\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+\d+ ms\s+failed\s+-\s+\S+ \S+\s+1\s+\S+/,
    );
    expect(lines[2]).toMatch(/^member-card-moves\s+\S+ \S+\s+\d+ ms\s+ok\s+0\s+\S+ \S+\s+0\s+/);
    expect(lines[3]).toMatch(/^outbox-delivery\s+\S+ \S+\s+\d+ ms\s+ok\s+0\s+\S+ \S+\s+0\s+/);
    expect(out).toContain('Last errors:\nalways-fails: the provider answered 503');
    const lease = await t.app.deps.db
      .selectFrom('job_leases')
      .select(['last_started_at', 'next_run_at'])
      .where('name', '=', 'member-card-moves')
      .executeTakeFirstOrThrow();
    // Hourly: the next run is an hour after this one started.
    expect(Date.parse(lease.next_run_at) - Date.parse(lease.last_started_at as string)).toBe(3600_000);
  });

  it('jobs run <name> runs one job once, as a server would, and gives its lease back', async () => {
    const db = t.app.deps.db;
    const shop = await sellingStore(db);
    const buyer = await signInConsumer(t);
    const order = await buyAndPay(t, buyer, [{ item_type: 'listing', item_id: shop.listingId, quantity: 1 }]);
    const redeemed = await storeCall(
      t,
      shop,
      'POST',
      `/member/coupon/validate/${order.vouchers[0]?.code}/2`,
      {
        confirm: true,
        request_no: requestNo('rd'),
      },
    );
    const id = redeemed.body.value.redemption.id as number;
    // Within its 60-minute undo window the job leaves it alone.
    expect(await runCliOn(t, ['jobs', 'run', 'coupon-redemption-settle'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Job coupon-redemption-settle ran: 0 handled in \d+ ms\.$/),
    });
    await db
      .updateTable('coupon_redemptions')
      .set({ undo_deadline_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const { code, out, err } = await runCliOn(t, ['jobs', 'run', 'coupon-redemption-settle']);
    expect([code, err]).toEqual([0, '']);
    expect(out).toMatch(/^Job coupon-redemption-settle ran: 1 handled in \d+ (ms|\.\d s)\.$/);
    const row = await db
      .selectFrom('coupon_redemptions')
      .select(['status', 'gross_fen', 'fee_fen'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['account_kind', 'amount_fen'])
      .where('journal', '=', `coupon_redemption:${id}:settle`)
      .orderBy('line')
      .execute();
    // 19 900 fen over 12 uses: 1 658 a use; 2 uses, 5 % fee.
    expect(entries.map((e) => [e.account_kind, Number(e.amount_fen)])).toEqual([
      ['store_custody', -3_316],
      ['store_available', 3_150],
      ['platform_fees', 166],
    ]);
    // The command's runner gave the lease back: this app's runner takes the job at once.
    expect(await t.app.deps.jobs.runNow('coupon-redemption-settle')).toBe(0);
    expect(await runCliOn(t, ['jobs', 'run', 'no-such-job'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Refused: no job named no-such-job; the jobs: .*coupon-redemption-settle/),
    });
  });
});
