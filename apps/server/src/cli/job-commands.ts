import { Writable } from 'node:stream';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createJobLeaseRepository } from '../lib/jobs/job-lease.repository';
import { formatTable } from './text-table';

export const jobUsage = `  jobs                                  each job's last run, duration, outcome and next run
  jobs run <name>                       runs one job once now, under its lease, as a server would`;

export type JobAction = { kind: 'jobs' } | { kind: 'jobs-run'; name: string };

/** Wrong usage of a `jobs` command (the tool prints the usage and exits 2). */
export class JobUsageError extends Error {}

export const parseJobCommand = (words: string[]): JobAction => {
  const [command, name, ...rest] = words;
  if (command === undefined) return { kind: 'jobs' };
  if (command !== 'run' || rest.length > 0)
    throw new JobUsageError(`unknown command: jobs ${words.join(' ')}`);
  if (!name || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))
    throw new JobUsageError('jobs run needs the name of a job (kebab-case, as `jobs` lists them)');
  return { kind: 'jobs-run', name };
};

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

/** A job the app does not register: the refusal names the ones it does. */
export class UnknownJobError extends Error {}

/**
 * `npm run platform -- jobs run <name>`: builds the application as the server does (its
 * features register their jobs, with the same providers and configuration), runs the one job
 * now through the runner's `runNow` (under the job's lease, so never at the same time as a
 * server's run of it; the outbox rows it enqueues are delivered after it) and closes, which
 * gives the lease back. The app's log goes to `log` (standard error), errors only (a failed run is the command's own answer).
 */
export const runJobOnce = async (
  config: Config,
  name: string,
  log: (text: string) => void,
): Promise<string> => {
  // Loaded only for `jobs run`: the other commands start without the whole application.
  const { buildApp } = await import('../app');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log(String(chunk).trimEnd());
      done();
    },
  });
  const app = await buildApp(
    { ...config, logLevel: 'error', jobs: { ...config.jobs, enabled: false } },
    { logStream: stream },
  );
  try {
    await app.ready();
    const names = app.deps.jobs.jobs().map((job) => job.name);
    if (!names.includes(name))
      throw new UnknownJobError(`no job named ${name}; the jobs: ${names.sort().join(', ')}`);
    const started = Date.now();
    const handled = await app.deps.jobs.runNow(name);
    return `Job ${name} ran: ${handled} handled in ${duration(Date.now() - started)}.`;
  } finally {
    await app.close();
  }
};
