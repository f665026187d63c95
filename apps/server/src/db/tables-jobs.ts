import type { Generated } from 'kysely';

/** One row per job: the lease a run takes, and what the last run did (docs/jobs-and-outbox.md). */
export interface JobLeaseTable {
  name: string;
  /** The runner that holds (or last held) the lease: host, process id and a random part. */
  holder: string | null;
  /** Until when nobody else may take the job; null before its first run. */
  lease_until: string | null;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_duration_ms: number | null;
  /** 'ok' | 'failed' */
  last_outcome: string | null;
  last_error: string | null;
  last_handled: number | null;
  consecutive_failures: Generated<number>;
}

/** One row per run of a job. */
export interface JobRunTable {
  id: Generated<number>;
  job_name: string;
  holder: string;
  started_at: string;
  finished_at: string | null;
  /** 'running' | 'ok' | 'failed' */
  outcome: string;
  handled: number | null;
  error: string | null;
}

/** What must follow a committed change; delivered at least once (lib/outbox). */
export interface OutboxMessageTable {
  id: Generated<number>;
  topic: string;
  /** Unique per topic: a repeat enqueue is ignored, and the receiver ignores a repeat delivery. */
  key: string;
  /** JSON. */
  payload: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  /** A delivery under way until then (another process leaves the row alone). */
  locked_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

export interface JobTables {
  job_leases: JobLeaseTable;
  job_runs: JobRunTable;
  outbox_messages: OutboxMessageTable;
}
