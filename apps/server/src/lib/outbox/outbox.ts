import type { Database } from '../../db/database';
import type { JobDefinition } from '../jobs';
import { errorText } from '../jobs/job-lease.repository';
import { backoffMs } from '../jobs/job-schedule';
import { createOutboxRepository } from './outbox.repository';
import { clearEnqueued, collectEnqueued, enqueuedInScope } from './outbox-scope';

/** What a handler receives for one delivery attempt of one row. */
export interface OutboxDelivery {
  db: Database;
  topic: string;
  /** The row's key: the same on every attempt, so the receiver ignores a repeat by it. */
  key: string;
  payload: unknown;
  /** 1 on the first attempt. */
  attempt: number;
  /** When the row was enqueued (in the change's transaction), ISO-8601 UTC. */
  enqueuedAt: string;
}

/** Delivers one row; throws to have it retried later. May be called more than once per key. */
export type OutboxHandler = (delivery: OutboxDelivery) => Promise<void>;

/** Where failed deliveries are told (the app's log; the command line's standard error). */
export interface OutboxLog {
  warn: (detail: object, message: string) => void;
}

/** The name of the delivery job on the runner. */
export const OUTBOX_JOB = 'outbox-delivery';
export const OUTBOX_PERIOD_MS = 2000;
/** A failed delivery is retried after 2 s, 4 s, 8 s, … at most an hour. */
export const OUTBOX_RETRY_BASE_MS = 2000;
export const OUTBOX_RETRY_CAP_MS = 3600_000;
/** How long one attempt holds its row before another process may try it. */
const CLAIM_MS = 60_000;
const BATCH = 100;
const RUN_BUDGET_MS = 20_000;
/** Delivered rows are kept a week (what was sent, and when), then pruned. */
const DELIVERED_KEPT_MS = 7 * 86_400_000;

export interface Outbox {
  /** Registers the handler of a topic (a feature, from its routes registration). Once per topic. */
  handle: (topic: string, handler: OutboxHandler) => void;
  /** Delivers the due rows of the registered topics, in batches; answers how many were delivered. */
  deliverDue: (db: Database, options?: { now?: Date }) => Promise<number>;
  /** Attempts these rows now (those still due); answers how many were delivered. */
  deliverRows: (db: Database, ids: number[], options?: { now?: Date }) => Promise<number>;
  /** Runs `work`, then attempts at once the rows it enqueued (their transactions have committed). */
  deliverAfter: <T>(db: Database, work: () => Promise<T>) => Promise<T>;
  /** The request hook's half: attempts the rows the current request enqueued. */
  deliverEnqueuedInRequest: (db: Database) => Promise<void>;
  /** The delivery job, for the runner. */
  job: () => JobDefinition;
}

/**
 * The transactional outbox's delivery side (docs/jobs-and-outbox.md). A row is delivered at
 * least once: claimed by a guarded update, handed to its topic's handler, marked delivered;
 * a handler that throws leaves it for a retry with exponential backoff (attempts and the last
 * error are recorded). Rows of topics this process has no handler for are left alone.
 */
export const createOutbox = (log: OutboxLog): Outbox => {
  const handlers = new Map<string, OutboxHandler>();
  const topics = () => [...handlers.keys()];

  const attempt = async (db: Database, id: number, now: number): Promise<boolean> => {
    const repository = createOutboxRepository(db);
    if (handlers.size === 0) return false;
    const row = await repository.claim(id, topics(), now, CLAIM_MS);
    if (!row) return false;
    const handler = handlers.get(row.topic) as OutboxHandler;
    try {
      await handler({
        db,
        topic: row.topic,
        key: row.key,
        payload: JSON.parse(row.payload),
        attempt: row.attempts,
        enqueuedAt: row.created_at,
      });
    } catch (error) {
      const retryIn = backoffMs(row.attempts, OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_CAP_MS);
      log.warn(
        { err: error, topic: row.topic, key: row.key, attempt: row.attempts, retryInMs: retryIn },
        'outbox delivery failed; retried with backoff',
      );
      await repository.failed(id, errorText(error), now + retryIn);
      return false;
    }
    await repository.delivered(id, Date.now());
    return true;
  };

  const deliverRows: Outbox['deliverRows'] = async (db, ids, options = {}) => {
    let delivered = 0;
    for (const id of ids) if (await attempt(db, id, (options.now ?? new Date()).getTime())) delivered += 1;
    return delivered;
  };

  const deliverDue: Outbox['deliverDue'] = async (db, options = {}) => {
    if (handlers.size === 0) return 0;
    const now = (options.now ?? new Date()).getTime();
    const deadline = Date.now() + RUN_BUDGET_MS;
    const repository = createOutboxRepository(db);
    let delivered = 0;
    // Each attempt moves its row out of "due" (delivered, or retried later): no cursor needed.
    for (;;) {
      const batch = await repository.due(topics(), now, BATCH);
      delivered += await deliverRows(
        db,
        batch.map((r) => r.id),
        { now: new Date(now) },
      );
      if (batch.length < BATCH || Date.now() >= deadline) break;
    }
    await repository.pruneDelivered(now - DELIVERED_KEPT_MS);
    return delivered;
  };

  /** Never throws: the row stays due and the job delivers it. */
  const deliverQuietly = async (db: Database, ids: number[]) => {
    if (ids.length === 0) return;
    try {
      await deliverRows(db, ids);
    } catch (error) {
      log.warn({ err: error }, 'outbox: the delivery after commit failed; the delivery job retries');
    }
  };

  return {
    handle: (topic, handler) => {
      if (handlers.has(topic)) throw new Error(`outbox topic ${topic} has a handler already`);
      handlers.set(topic, handler);
    },
    deliverDue,
    deliverRows,
    deliverAfter: async (db, work) => {
      const { result, ids } = await collectEnqueued(work);
      await deliverQuietly(db, ids);
      return result;
    },
    deliverEnqueuedInRequest: async (db) => {
      const ids = enqueuedInScope();
      clearEnqueued();
      await deliverQuietly(db, ids);
    },
    job: () => ({
      name: OUTBOX_JOB,
      everyMs: OUTBOX_PERIOD_MS,
      run: ({ db, now }) => deliverDue(db, { now }),
    }),
  };
};
