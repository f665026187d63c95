/**
 * The arithmetic of a job's schedule, pure so that it is unit-tested (docs/jobs-and-outbox.md
 * "The lease"). All times are milliseconds since the epoch.
 */

/** How long a run may take before another process assumes its holder died mid-run. */
export const DEFAULT_RUN_LEASE_MS = 120_000;

/** Runs are kept this long in job_runs (the CLI's history and the tests' counts). */
export const JOB_RUNS_KEPT_MS = 7 * 86_400_000;

/**
 * Exponential backoff: `base`, 2×, 4×, … for the n-th consecutive failure (n ≥ 1), never more
 * than `cap`. Shared by the runner (a failed run) and the outbox (a failed delivery).
 */
export const backoffMs = (failures: number, baseMs: number, capMs: number): number =>
  Math.min(capMs, baseMs * 2 ** Math.min(30, Math.max(0, failures - 1)));

/**
 * After a failed run the job runs again sooner than its period, later after each further
 * failure: a sixtieth of the period (at least a second), doubling, at most the period itself.
 */
export const retryDelayMs = (periodMs: number, failures: number): number =>
  backoffMs(failures, Math.max(1000, Math.floor(periodMs / 60)), periodMs);

/**
 * How long the holder keeps the job after its next run is due: while the holder is alive it
 * runs the job again within this grace (the lease is sticky), so nobody else takes it; a
 * holder that died is replaced once its lease has run out.
 */
export const holderGraceMs = (periodMs: number): number => Math.min(periodMs, 30_000);

/** When the next run is due after a run that started at `startedAt`. */
export const nextRunAt = (
  startedAt: number,
  finishedAt: number,
  periodMs: number,
  outcome: { ok: true } | { ok: false; failures: number },
): number => (outcome.ok ? startedAt + periodMs : finishedAt + retryDelayMs(periodMs, outcome.failures));

/**
 * When this runner should next try to take the job: at the next run for its holder (or when
 * nobody holds it), else when the other holder's lease runs out, whichever is later. Never
 * later than `maxWaitMs` from now (the row may change under us: another process, the CLI).
 */
export const wakeAt = (
  lease: { holder: string | null; leaseUntil: number | null; nextRunAt: number },
  me: string,
  now: number,
  maxWaitMs: number,
): number => {
  const othersLease =
    lease.holder !== null && lease.holder !== me && lease.leaseUntil !== null && lease.leaseUntil > now;
  const at = othersLease ? Math.max(lease.nextRunAt, lease.leaseUntil as number) : lease.nextRunAt;
  return Math.min(Math.max(at, now), now + maxWaitMs);
};
