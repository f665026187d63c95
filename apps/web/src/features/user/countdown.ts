/** Spec: a phone code can be asked for once per 60 s; the button counts down meanwhile. */
export const SEND_CODE_INTERVAL_SECONDS = 60;

/** Whole seconds left until `endsAt` (ms epoch), never negative. */
export const secondsLeft = (endsAt: number | undefined, now: number): number =>
  endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * How long to wait after a send attempt: the full interval after success; after a -429 the
 * server's `retry_after` when it gave one.
 */
export const waitAfterSend = (retryAfter: unknown): number =>
  typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : SEND_CODE_INTERVAL_SECONDS;
