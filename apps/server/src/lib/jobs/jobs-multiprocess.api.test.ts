import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createPostgresDatabase } from '../../test/test-database';

/**
 * Three real server processes on one PostgreSQL database, every job's period 5 s
 * (JOB_PERIOD_MS): for two minutes each job runs once per period, counted in job_runs; then
 * `kill -9` of the process holding a job's lease, and another takes the job once that lease has
 * run out. About three minutes; PostgreSQL only (SQLite is one process's embedded file).
 */
const serverUrl = process.env.DATABASE_URL;
const isPostgres = Boolean(serverUrl?.startsWith('postgres'));
const serverDir = path.resolve(import.meta.dirname, '../../..');
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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  port: number;
  stderr: string[];
  exited: boolean;
}

describe('jobs across processes', () => {
  const servers: Server[] = [];
  let db: Database | undefined;
  let drop = async () => {};
  let dataDir = '';

  afterAll(async () => {
    for (const s of servers)
      if (!s.exited) {
        try {
          process.kill(-(s.child.pid as number), 'SIGKILL');
        } catch {}
      }
    await db?.destroy();
    await sleep(500);
    await drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it.skipIf(!isPostgres)(
    'runs each job once per period across three processes, and takes over from a killed holder (PostgreSQL only: set DATABASE_URL)',
    async () => {
      const fresh = await createPostgresDatabase(serverUrl as string);
      drop = fresh.drop;
      db = openDatabase({ kind: 'postgres', url: fresh.url });
      await migrateToLatest(db, 'postgres');
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-jobs-'));

      for (let i = 0; i < 3; i++) {
        const port = await freePort();
        // Its own process group, so that kill -9 of the group ends the process and nothing is left.
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: serverDir,
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: fresh.url,
            SEED: 'never',
            LOG_LEVEL: 'warn',
            WEB_DIST: path.join(dataDir, 'no-web'),
            STORAGE_SECRET: 'jobs-test-storage-secret-0123456789abcdef',
            MEMBER_ID_KEY: 'jobs-test-member-id-key-0123456789abcdef',
            JOB_PERIOD_MS: String(PERIOD_MS),
            SMS_SENDER: 'demo',
          },
        });
        const server: Server = { child, port, stderr: [], exited: false };
        child.stderr?.on('data', (chunk) => server.stderr.push(String(chunk)));
        child.on('exit', () => {
          server.exited = true;
        });
        servers.push(server);
      }
      const ready = async (s: Server) => {
        for (let i = 0; i < 240; i++) {
          if (s.exited) throw new Error(`server on ${s.port} exited: ${s.stderr.join('')}`);
          try {
            if ((await fetch(`http://127.0.0.1:${s.port}/api/health`)).ok) return;
          } catch {}
          await sleep(250);
        }
        throw new Error(`server on ${s.port} did not start: ${s.stderr.join('')}`);
      };
      await Promise.all(servers.map(ready));

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
        (db as Database)
          .selectFrom('job_leases')
          .selectAll()
          .where('name', '=', victimJob)
          .executeTakeFirstOrThrow();
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
      process.kill(-victimPid, 'SIGKILL');
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
      const after = await db
        .selectFrom('job_runs')
        .select(['holder', 'started_at'])
        .where('job_name', '=', victimJob)
        .where('started_at', '>', new Date(killedAt).toISOString())
        .orderBy('started_at')
        .execute();
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
