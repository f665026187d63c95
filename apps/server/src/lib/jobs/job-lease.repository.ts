import type { Database } from '../../db/database';
import { isoAt } from '../time';

/** What a run reports when it ends. */
export interface RunEnd {
  startedAt: number;
  finishedAt: number;
  outcome: 'ok' | 'failed';
  handled: number | null;
  error: string | null;
  nextRunAt: number;
  leaseUntil: number;
  failures: number;
}

/** PostgreSQL refuses NUL in text; an error message is only for people, so it is cleaned and cut. */
export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replaceAll('\u0000', '').slice(0, 1000);

/** The job_leases and job_runs rows (docs/jobs-and-outbox.md "The lease"). */
export const createJobLeaseRepository = (db: Database) => ({
  /** Creates the job's row (due now) unless it exists; pulls a far next run back to one period. */
  ensure: async (name: string, now: number, periodMs: number) => {
    await db
      .insertInto('job_leases')
      .values({ name, next_run_at: isoAt(now), holder: null, lease_until: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await db
      .updateTable('job_leases')
      .set({ next_run_at: isoAt(now + periodMs) })
      .where('name', '=', name)
      .where('next_run_at', '>', isoAt(now + periodMs))
      .execute();
  },

  /**
   * THE guarded update: the job is taken only when its run is due (or `force`) and nobody else
   * holds a live lease. Exactly one of any number of concurrent callers changes the row, on
   * either database (a row-level write lock on PostgreSQL, one writer at a time on SQLite).
   * Answers the consecutive failures so far when taken, undefined when not.
   */
  take: async (
    name: string,
    holder: string,
    now: number,
    runLeaseMs: number,
    force = false,
  ): Promise<{ failures: number } | undefined> => {
    const at = isoAt(now);
    const result = await db
      .updateTable('job_leases')
      .set({ holder, lease_until: isoAt(now + runLeaseMs), last_started_at: at })
      .where('name', '=', name)
      .$if(!force, (q) => q.where('next_run_at', '<=', at))
      .where((eb) =>
        eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at), eb('holder', '=', holder)]),
      )
      .returning('consecutive_failures')
      .executeTakeFirst();
    return result ? { failures: result.consecutive_failures } : undefined;
  },

  /** Records the end of a run, only while this holder still holds the job (else it was taken over). */
  finish: async (name: string, holder: string, end: RunEnd) => {
    await db
      .updateTable('job_leases')
      .set({
        lease_until: isoAt(end.leaseUntil),
        next_run_at: isoAt(end.nextRunAt),
        last_finished_at: isoAt(end.finishedAt),
        last_duration_ms: end.finishedAt - end.startedAt,
        last_outcome: end.outcome,
        last_error: end.error,
        last_handled: end.handled,
        consecutive_failures: end.failures,
      })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  },

  /** Gives back every lease this holder has (a process stopping); the row keeps its schedule. */
  release: async (holder: string) => {
    await db.updateTable('job_leases').set({ lease_until: null }).where('holder', '=', holder).execute();
  },

  find: (name: string) => db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst(),

  all: () => db.selectFrom('job_leases').selectAll().orderBy('name').execute(),

  startRun: async (name: string, holder: string, startedAt: number): Promise<number> => {
    const row = await db
      .insertInto('job_runs')
      .values({ job_name: name, holder, started_at: isoAt(startedAt), outcome: 'running' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  endRun: async (id: number, end: Pick<RunEnd, 'finishedAt' | 'outcome' | 'handled' | 'error'>) => {
    await db
      .updateTable('job_runs')
      .set({
        finished_at: isoAt(end.finishedAt),
        outcome: end.outcome,
        handled: end.handled,
        error: end.error,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Drops the job's runs that started before `before` (bounded: the oldest 1,000 per call). */
  pruneRuns: async (name: string, before: number) => {
    const old = db
      .selectFrom('job_runs')
      .select('id')
      .where('job_name', '=', name)
      .where('started_at', '<', isoAt(before))
      .orderBy('started_at')
      .limit(1000);
    await db.deleteFrom('job_runs').where('id', 'in', old).execute();
  },
});

export type JobLeaseRepository = ReturnType<typeof createJobLeaseRepository>;
