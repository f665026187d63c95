import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
