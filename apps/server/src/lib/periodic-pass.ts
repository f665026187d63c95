import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicPass {
  /** Clears the timers and waits for a pass under way, so that the database can close after it. */
  stop: () => Promise<void>;
}

/**
 * Runs `pass` once soon after start-up (off the start path), then every `everyMs`: the coach
 * expiry notices, the member cards' daily moves and the stale-upload cleanup. One pass at a
 * time (a pass still running when the next is due is enough); a failure is logged as
 * `failure`, never thrown. The timers are unref'd so they never keep a process alive.
 */
export const schedulePeriodicPass = (
  pass: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
  failure: string,
): PeriodicPass => {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= pass()
      .catch((error) => log.warn({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 1000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
};
