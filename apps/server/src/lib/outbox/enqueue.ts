import type { Database } from '../../db/database';
import { isoNow } from '../time';
import { createOutboxRepository } from './outbox.repository';
import { rememberEnqueued } from './outbox-scope';

export interface OutboxEntry {
  /** Which handler delivers it, e.g. 'system-message'. */
  topic: string;
  /**
   * Unique per topic, naming the change it follows (e.g. `store-claim:12:approved`): a repeat
   * enqueue is ignored, and the receiver uses it to ignore a repeat delivery.
   */
  key: string;
  /** Anything JSON can carry. */
  payload: unknown;
}

const MAX_KEY_LENGTH = 300;

/**
 * Writes an outbox row in the caller's transaction (`trx`): it exists if and only if the change
 * commits. A row with the same topic and key is left as it is (the repeat is ignored). Answers
 * whether a row was written. Delivery: docs/jobs-and-outbox.md.
 */
export const enqueueOutbox = async (trx: Database, entry: OutboxEntry): Promise<boolean> => {
  if (!entry.topic || !entry.key || entry.key.length > MAX_KEY_LENGTH || entry.key.includes('\u0000'))
    throw new Error(`outbox: a topic and a key of at most ${MAX_KEY_LENGTH} characters without NUL`);
  // JSON escapes NUL as \u0000, so the text is safe for PostgreSQL whatever the payload holds.
  const payload = JSON.stringify(entry.payload ?? null);
  const id = await createOutboxRepository(trx).insert({
    topic: entry.topic,
    key: entry.key,
    payload,
    at: isoNow(),
  });
  if (id === undefined) return false;
  rememberEnqueued(id);
  return true;
};
