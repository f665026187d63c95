import { text } from './schemas/common.schema';

/**
 * The caller's number for one user action that moves value or counts (DESIGN.md "How value
 * moves"): the console makes one per action and sends the same one again only when it retries
 * that action after an unknown outcome (a timeout, a lost connection).
 * The server keys it by scope and operation (apps/server/src/lib/idempotency): a repeat with the
 * same body gets the first answer, a repeat with another body gets -409 `requestNoReused`.
 */
export const requestNo = text({ max: 64 }).regex(/^[A-Za-z0-9_-]+$/, { message: 'requestNoRule' });

/** How long the server keeps a request number's first answer, at least (docs/idempotency.md). */
export const REQUEST_NO_KEPT_HOURS = 24;
