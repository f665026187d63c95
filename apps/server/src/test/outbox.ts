import { OUTBOX_JOB } from '../lib/outbox';
import type { TestApp } from './test-app';

/**
 * Runs the outbox's delivery job once, as the runner would: what code outside a request (a
 * job's function called directly) queued is delivered before the test looks.
 */
export const deliverOutbox = (t: TestApp, now?: Date): Promise<number> =>
  t.app.deps.jobs.runNow(OUTBOX_JOB, now ? { now } : {});
