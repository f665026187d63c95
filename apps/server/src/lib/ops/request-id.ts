import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request id (docs/operations.md "Logs"). Each request gets one: the caller's
 * `x-request-id` when it is well formed (a proxy's or a client's trace id), else a new UUID.
 * Every answer carries it back in the `x-request-id` header, and every log line written while
 * the request is handled carries it as `reqId`, including lines written on the app's own logger
 * (outbox delivery, storage) rather than on `request.log`.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 8 to 64 of them (the ledger keeps it in a varchar(64)): a UUID, a ULID, a trace id; nothing that can forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

export const isWellFormedRequestId = (value: unknown): value is string =>
  typeof value === 'string' && WELL_FORMED.test(value);

/** Fastify's genReqId: the caller's id when well formed, else a fresh UUID. */
export const requestIdOf = (request: IncomingMessage): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(incoming) ? incoming : randomUUID();
};

const current = new AsyncLocalStorage<string>();

/** For Fastify's onRequest hook: the rest of the request runs with its id in scope. */
export const enterRequestIdScope = (id: string, done: () => void): void => {
  current.run(id, done);
};

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => current.getStore();

/**
 * pino's mixin: adds `reqId` to a line written inside a request on a logger that does not
 * already carry it (request.log binds it itself; the app's root logger does not).
 */
export const requestIdMixin = (
  _merge: object,
  _level: number,
  logger?: { bindings?: () => Record<string, unknown> },
): Record<string, unknown> => {
  const id = current.getStore();
  if (id === undefined) return {};
  if (logger?.bindings?.().reqId !== undefined) return {};
  return { reqId: id };
};
