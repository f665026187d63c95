import type { Database } from '../../db/database';
import type { JobDefinition } from '../jobs';
import { createIdempotencyRepository } from './idempotency.repository';

/** How many expired keys one batch removes. */
const BATCH = 1000;

/**
 * Removes the keys kept past their time (at least REQUEST_NO_KEPT_HOURS), in bounded batches
 * until none is left or `maxBatches` ran; answers how many went. A number used again after its
 * key went is a new request.
 */
export const expireIdempotencyKeys = async (
  db: Database,
  now = new Date(),
  maxBatches = 50,
): Promise<number> => {
  const keys = createIdempotencyRepository(db);
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const gone = await keys.expire(now.toISOString(), BATCH);
    removed += gone;
    if (gone < BATCH) break;
  }
  return removed;
};

/** The hourly job that removes expired keys (registered by buildApp: the keys are every feature's). */
export const idempotencyKeyExpiryJob: JobDefinition = {
  name: 'idempotency-key-expiry',
  everyMs: 3600_000,
  run: ({ db, now }) => expireIdempotencyKeys(db, now),
};
