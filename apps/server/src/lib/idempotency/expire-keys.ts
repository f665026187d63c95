import type { Database } from '../../db/database';
import { createIdempotencyRepository } from './idempotency.repository';

/** How many expired keys one batch removes. */
const BATCH = 1000;
/** How often the expiry job runs. */
export const KEY_EXPIRY_EVERY_MS = 3600_000;

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
