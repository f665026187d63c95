import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

/** A job that runs once per period across every process of one database (docs/jobs-and-outbox.md). */
export interface JobDefinition {
  /** Unique, kebab-case, e.g. 'member-card-moves'. */
  name: string;
  /** The period. */
  everyMs: number;
  /** One run: takes work in bounded batches; answers how many items it handled. */
  run: (context: { db: Database; log: FastifyBaseLogger; now: Date }) => Promise<number>;
  /** How long one run may take before another process assumes it died (default 2 minutes). */
  leaseMs?: number;
}

export interface JobRunner {
  /** Adds a job (from a feature's routes registration); a name is registered once. */
  register: (job: JobDefinition) => void;
  /** Starts the timers (the server's start-up, after the app is ready). Nothing when JOBS=off. */
  start: () => void;
  /** Clears the timers, waits for the runs under way and releases this runner's leases (the app's close). */
  stop: () => Promise<void>;
  /** One attempt as the timer makes it: runs the job if it is due and the lease is free. */
  runDue: (name: string) => Promise<boolean>;
  /**
   * Runs the job now whatever its schedule, under its lease (tests, and an operator's nudge);
   * `now` is what the job sees as the time. Answers how many items it handled; throws what the
   * run threw, or when another process holds the lease.
   */
  runNow: (name: string, options?: { now?: Date }) => Promise<number>;
  /** The registered jobs' names and periods (after JOB_PERIOD_MS). */
  jobs: () => { name: string; everyMs: number }[];
  /** This runner's name in job_leases.holder. */
  readonly holder: string;
}

export { takeInBatches } from './batches';
export { createJobRunner, type JobRunnerOptions } from './job-runner';
