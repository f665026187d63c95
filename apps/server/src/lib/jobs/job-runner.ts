import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobDefinition, JobRunner } from './index';
import { createJobLeaseRepository, errorText } from './job-lease.repository';
import {
  DEFAULT_RUN_LEASE_MS,
  holderGraceMs,
  JOB_RUNS_KEPT_MS,
  nextRunAt,
  retryDelayMs,
  wakeAt,
} from './job-schedule';

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** false under JOBS=off: start() starts nothing (runDue and runNow still work, for tests). */
  enabled: boolean;
  /** JOB_PERIOD_MS: replaces every job's period (the multi-process test). */
  periodOverrideMs?: number;
  /** The time, in ms; injected by the lease tests. */
  clock?: () => number;
  /** Wraps each run (buildApp delivers the outbox rows a run enqueued right after it). */
  around?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Hears of every run's end (the metrics count runs and failures per job). */
  onRunEnd?: (job: string, outcome: 'ok' | 'failed', durationMs: number) => void;
}

type RunResult = { ok: true; handled: number } | { ok: false; error: unknown };

/**
 * The one job runner of a process (docs/jobs-and-outbox.md). Each job has its own timer; on
 * each tick the runner tries the guarded update that takes the job's lease, and only the
 * process that took it runs the job. A run's failure is logged and retried with backoff; it
 * never leaves the runner.
 */
export const createJobRunner = (options: JobRunnerOptions): JobRunner => {
  const { db } = options;
  const clock = options.clock ?? Date.now;
  const around = options.around ?? (<T>(work: () => Promise<T>) => work());
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leases = createJobLeaseRepository(db);
  const jobs = new Map<string, JobDefinition>();
  const ensured = new Set<string>();
  const running = new Map<string, Promise<unknown>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const tickFailures = new Map<string, number>();
  let started = false;
  let stopped = false;

  const periodOf = (job: JobDefinition) => options.periodOverrideMs ?? job.everyMs;
  const jobOf = (name: string): JobDefinition => {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  };
  const ensure = async (job: JobDefinition) => {
    if (ensured.has(job.name)) return;
    await leases.ensure(job.name, clock(), periodOf(job));
    ensured.add(job.name);
  };

  /** One run under the lease this runner has just taken; records it and schedules the next. */
  const execute = async (
    job: JobDefinition,
    startedAt: number,
    failuresBefore: number,
    now?: Date,
  ): Promise<RunResult> => {
    const runId = await leases.startRun(job.name, holder, startedAt);
    const log = options.log.child({ job: job.name });
    let result: RunResult;
    try {
      const handled = await around(() => job.run({ db, log, now: now ?? new Date(startedAt) }));
      result = { ok: true, handled };
      if (handled > 0) log.info({ handled }, `job ${job.name} handled ${handled}`);
    } catch (error) {
      result = { ok: false, error };
      log.warn({ err: error, failures: failuresBefore + 1 }, `job ${job.name} failed; retried with backoff`);
    }
    const finishedAt = clock();
    const periodMs = periodOf(job);
    const failures = result.ok ? 0 : failuresBefore + 1;
    const next = nextRunAt(
      startedAt,
      finishedAt,
      periodMs,
      result.ok ? { ok: true } : { ok: false, failures },
    );
    const end = {
      startedAt,
      finishedAt,
      outcome: result.ok ? ('ok' as const) : ('failed' as const),
      handled: result.ok ? result.handled : null,
      error: result.ok ? null : errorText(result.error),
      nextRunAt: next,
      // Sticky: the holder keeps the job until a little after its next run is due.
      leaseUntil: next + holderGraceMs(periodMs),
      failures,
    };
    options.onRunEnd?.(job.name, end.outcome, finishedAt - startedAt);
    await leases.finish(job.name, holder, end);
    await leases.endRun(runId, end);
    await leases.pruneRuns(job.name, finishedAt - JOB_RUNS_KEPT_MS);
    return result;
  };

  /** One run at a time per job in this process. */
  const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    while (running.has(name)) await running.get(name)?.catch(() => {});
    const promise = work();
    running.set(name, promise);
    try {
      return await promise;
    } finally {
      running.delete(name);
    }
  };

  const runDue = (name: string): Promise<boolean> => {
    const job = jobOf(name);
    return exclusive(name, async () => {
      await ensure(job);
      const at = clock();
      const taken = await leases.take(name, holder, at, job.leaseMs ?? DEFAULT_RUN_LEASE_MS);
      if (!taken) return false;
      await execute(job, at, taken.failures);
      return true;
    });
  };

  const runNow = (name: string, { now }: { now?: Date } = {}): Promise<number> => {
    const job = jobOf(name);
    return exclusive(name, async () => {
      await ensure(job);
      const at = clock();
      const taken = await leases.take(name, holder, at, job.leaseMs ?? DEFAULT_RUN_LEASE_MS, true);
      if (!taken) throw new Error(`job ${name} is running in another process`);
      const result = await execute(job, at, taken.failures, now);
      if (!result.ok) throw result.error;
      return result.handled;
    });
  };

  const schedule = (job: JobDefinition, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      const tick = tickOf(job).finally(() => inFlight.delete(tick));
      inFlight.add(tick);
    }, delayMs);
    // Timers never keep a process alive; stop() is what ends them at close.
    timer.unref();
    timers.set(job.name, timer);
  };

  /** One timer tick: try the job, then sleep until it is due again (or its holder's lease ends). */
  const tickOf = async (job: JobDefinition): Promise<void> => {
    const periodMs = periodOf(job);
    let delay: number;
    try {
      await runDue(job.name);
      tickFailures.delete(job.name);
      const row = await leases.find(job.name);
      const now = clock();
      const at = row
        ? wakeAt(
            {
              holder: row.holder,
              leaseUntil: row.lease_until ? Date.parse(row.lease_until) : null,
              nextRunAt: Date.parse(row.next_run_at),
            },
            holder,
            now,
            Math.min(periodMs, 60_000),
          )
        : now + periodMs;
      // The holder goes first; the others a moment later, spread so that they do not collide.
      delay = at - now + (row?.holder === holder ? 0 : Math.floor(Math.random() * 250));
    } catch (error) {
      // The database itself failed (the run's own failures are handled in execute).
      const failures = (tickFailures.get(job.name) ?? 0) + 1;
      tickFailures.set(job.name, failures);
      delay = retryDelayMs(periodMs, failures);
      options.log.warn({ err: error, job: job.name }, `job ${job.name}: could not take or record its lease`);
    }
    schedule(job, Math.max(10, delay));
  };

  return {
    holder,
    register: (job) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(job.name)) throw new Error(`job name not kebab-case: ${job.name}`);
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      if (!(job.everyMs > 0)) throw new Error(`job ${job.name} needs a positive period`);
      jobs.set(job.name, job);
      // Soon after start, off the start path (as the passes it replaces did).
      if (started) schedule(job, 1000);
    },
    start: () => {
      if (!options.enabled || started || stopped) return;
      started = true;
      for (const job of jobs.values()) schedule(job, 1000);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight, ...running.values()]);
      // The leases this runner holds (sticky until a little after each next run) are given
      // back, so that another process runs the jobs on time instead of waiting them out.
      try {
        await leases.release(holder);
      } catch (error) {
        options.log.warn(
          { err: error },
          'could not release the job leases at stop; they run out by themselves',
        );
      }
    },
    runDue,
    runNow,
    jobs: () => [...jobs.values()].map((job) => ({ name: job.name, everyMs: periodOf(job) })),
  };
};
