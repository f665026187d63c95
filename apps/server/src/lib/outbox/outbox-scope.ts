import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The outbox rows enqueued within one unit of work (an API request, a job run, a command):
 * when the work is over its transactions have committed, and the rows it wrote are delivered
 * at once instead of waiting for the delivery job. A row whose transaction rolled back no
 * longer exists, so delivering "what was enqueued" never sends what was undone.
 */
const scope = new AsyncLocalStorage<Set<number>>();

/** Runs `work` with a fresh set of enqueued ids; answers its result and the ids. */
export const collectEnqueued = async <T>(work: () => Promise<T>): Promise<{ result: T; ids: number[] }> => {
  const ids = new Set<number>();
  const result = await scope.run(ids, work);
  return { result, ids: [...ids] };
};

/** For Fastify's onRequest hook: the rest of the request runs inside its own set. */
export const enterRequestScope = (done: () => void): void => {
  scope.run(new Set<number>(), done);
};

/** The ids enqueued so far in the current request (empty outside one). */
export const enqueuedInScope = (): number[] => [...(scope.getStore() ?? [])];

export const rememberEnqueued = (id: number): void => {
  scope.getStore()?.add(id);
};

/** Forgets what was delivered, so that a second look in the same scope does not retry it. */
export const clearEnqueued = (): void => {
  scope.getStore()?.clear();
};
