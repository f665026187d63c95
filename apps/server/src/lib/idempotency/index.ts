/** Idempotent requests (DESIGN.md "How value moves", docs/idempotency.md). */
export { expireIdempotencyKeys, idempotencyKeyExpiryJob } from './expire-keys';
export { fingerprintOf } from './fingerprint';
export { accountScope, type IdempotentCall, storeScope, withIdempotency } from './with-idempotency';
