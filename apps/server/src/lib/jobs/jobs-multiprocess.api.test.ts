import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { type ServerCluster, sleep, startServerCluster } from '../../test/server-processes';

/**
 * Three real server processes on one PostgreSQL database, every job's period 5 s
 * (JOB_PERIOD_MS): for two minutes each job runs once per period, counted in job_runs; then
 * `kill -9` of the process holding a job's lease, and another takes the job once that lease has
 * run out. About three minutes; PostgreSQL only (SQLite is one process's embedded file).
 */
const serverUrl = process.env.DATABASE_URL;
const isPostgres = Boolean(serverUrl?.startsWith('postgres'));
const PERIOD_MS = 5000;
const OBSERVED_MS = 120_000;
/** How late a run may start after its period on a loaded machine (timers, two shared cores). */
const LATE_MS = 2500;
const JOB_NAMES = [
  'coach-certificate-notices',
  'idempotency-key-expiry',
  'member-card-moves',
  'outbox-delivery',
  'stale-upload-cleanup',
];

describe('jobs across processes', () => {
  let cluster: ServerCluster | undefined;

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it.skipIf(!isPostgres)(
    'runs each job once per period across three processes, and takes over from a killed holder (PostgreSQL only: set DATABASE_URL)',
    async () => {
      cluster = await startServerCluster(serverUrl as string, 3, { JOB_PERIOD_MS: String(PERIOD_MS) });
      const { servers } = cluster;
      const db: Database = cluster.db;

      const windowStart = Date.now();
      await sleep(OBSERVED_MS);
      const windowEnd = Date.now();
      const runs = await db
        .selectFrom('job_runs')
        .select(['job_name', 'holder', 'started_at', 'finished_at', 'outcome'])
        .orderBy('started_at')
        .execute();
      const holders = new Set(runs.map((r) => r.holder));
      // Leases are sticky: usually the first process to take a job keeps it (holders counts them).
      expect(holders.size).toBeGreaterThanOrEqual(1);
      for (const name of JOB_NAMES) {
        const starts = runs
          .filter((r) => r.job_name === name)
          .map((r) => Date.parse(r.started_at))
          .filter((at) => at >= windowStart && at <= windowEnd);
        const gaps = starts.slice(1).map((at, i) => at - (starts[i] as number));
        // Never twice in one period (across all three processes), and in every period.
        expect(Math.min(...gaps), `${name} gaps ${gaps.join(',')}`).toBeGreaterThanOrEqual(PERIOD_MS);
        expect(Math.max(...gaps), `${name} gaps ${gaps.join(',')}`).toBeLessThanOrEqual(PERIOD_MS + LATE_MS);
        // 24 periods in two minutes; the boundary periods at the start and the end may fall out.
        expect(starts.length, name).toBeGreaterThanOrEqual(Math.floor(OBSERVED_MS / (PERIOD_MS + LATE_MS)));
        expect(starts.length, name).toBeLessThanOrEqual(OBSERVED_MS / PERIOD_MS + 1);
        expect(
          runs.filter((r) => r.job_name === name && r.outcome !== 'ok' && r.outcome !== 'running'),
        ).toEqual([]);
      }
      console.info(
        `jobs across 3 processes, ${OBSERVED_MS / 1000} s at ${PERIOD_MS / 1000} s: ` +
          JOB_NAMES.map((n) => `${n} ${runs.filter((r) => r.job_name === n).length} runs`).join(', ') +
          `; ${holders.size} holders`,
      );

      // kill -9 the process that holds member-card-moves, between two of its runs.
      const victimJob = 'member-card-moves';
      const leaseNow = () =>
        db.selectFrom('job_leases').selectAll().where('name', '=', victimJob).executeTakeFirstOrThrow();
      let lease = await leaseNow();
      for (
        let i = 0;
        i < 40 && lease.last_finished_at !== null && lease.last_finished_at < (lease.last_started_at ?? '');
        i++
      ) {
        await sleep(50);
        lease = await leaseNow();
      }
      const victimHolder = lease.holder as string;
      const victimPid = Number(victimHolder.split(':').at(-2));
      const victim = servers.find((s) => s.child.pid === victimPid);
      expect(victim, `holder ${victimHolder} is one of the three`).toBeDefined();
      victim?.kill();
      const killedAt = Date.now();
      // The lease it held when it died: nobody else may run the job before it runs out.
      const dead = await leaseNow();
      expect(dead.holder).toBe(victimHolder);
      const deadUntil = Date.parse(dead.lease_until as string);
      let taken = dead;
      for (let i = 0; i < 240 && taken.holder === victimHolder; i++) {
        await sleep(250);
        taken = await leaseNow();
      }
      expect(taken.holder).not.toBe(victimHolder);
      // The new holder records its run just after taking the lease (job-runner.ts: `take`, then
      // `startRun`, two statements): read the runs once that row is there.
      const runsSinceKill = () =>
        db
          .selectFrom('job_runs')
          .select(['holder', 'started_at'])
          .where('job_name', '=', victimJob)
          .where('started_at', '>', new Date(killedAt).toISOString())
          .orderBy('started_at')
          .execute();
      let after = await runsSinceKill();
      for (let i = 0; i < 40 && after.length === 0; i++) {
        await sleep(100);
        after = await runsSinceKill();
      }
      expect(after.length).toBeGreaterThanOrEqual(1);
      expect(after.every((r) => r.holder !== victimHolder)).toBe(true);
      expect(Date.parse(after[0]?.started_at as string)).toBeGreaterThanOrEqual(deadUntil);
      expect(Date.parse(after[0]?.started_at as string) - deadUntil).toBeLessThan(LATE_MS + 1000);
      console.info(
        `killed ${victimHolder}; its lease ran until ${dead.lease_until}; ${after[0]?.holder} took ${victimJob} at ${after[0]?.started_at}`,
      );
    },
    240_000,
  );
});
