import type { Database } from '../db/database';
import { createJobLeaseRepository } from '../lib/jobs/job-lease.repository';
import { formatTable } from './text-table';

export const jobUsage = `  jobs                                  each job's last run, duration, outcome and next run`;

const time = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');
const duration = (ms: number | null) =>
  ms === null ? '-' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run platform -- jobs`: one line per job that has a lease row (every job a server has
 * started, docs/jobs-and-outbox.md), then the last error of each failing job.
 */
export const jobsReport = async (db: Database): Promise<string> => {
  const rows = await createJobLeaseRepository(db).all();
  if (rows.length === 0) return 'No jobs yet: a server registers its jobs when it starts (unless JOBS=off).';
  const table = formatTable(
    ['JOB', 'LAST RUN (UTC)', 'DURATION', 'OUTCOME', 'HANDLED', 'NEXT RUN (UTC)', 'FAILURES', 'HOLDER'],
    rows.map((r) => [
      r.name,
      time(r.last_started_at),
      duration(r.last_duration_ms),
      r.last_started_at !== null && (r.last_finished_at === null || r.last_finished_at < r.last_started_at)
        ? 'running'
        : (r.last_outcome ?? '-'),
      r.last_handled === null ? '-' : String(r.last_handled),
      time(r.next_run_at),
      String(r.consecutive_failures),
      r.holder ?? '-',
    ]),
  );
  const errors = rows
    .filter((r) => r.last_outcome === 'failed' && r.last_error)
    .map((r) => `${r.name}: ${r.last_error}`);
  return errors.length ? `${table}\n\nLast errors:\n${errors.join('\n')}` : table;
};
