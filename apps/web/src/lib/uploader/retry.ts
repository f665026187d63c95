/**
 * Tries a storage call again after a failure worth retrying (spec §9: 3 retries per part),
 * waiting longer each time. A stopped upload (pause, cancel) is never retried.
 */
import { abortedError, isAbortError, UploadError } from './errors';
import { isCredentialError } from './s3-response';

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  signal?: AbortSignal;
  /** Wait before retry n (1-based), ms. Default 1 s, 2 s, 4 s … */
  delay?: (retry: number) => number;
  shouldRetry?: (error: unknown) => boolean;
  /** Before each retry (reset progress, renew credentials …). */
  onRetry?: (error: unknown, retry: number) => void | Promise<void>;
}

export const defaultRetryDelay = (retry: number): number => 1000 * 2 ** (retry - 1);

export const isRetryable = (error: unknown): boolean =>
  !isAbortError(error) && ((error instanceof UploadError && error.retryable) || isCredentialError(error));

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export const withRetry = async <T>(
  attempt: (retry: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> => {
  const shouldRetry = options.shouldRetry ?? isRetryable;
  for (let retry = 0; ; retry += 1) {
    try {
      if (options.signal?.aborted) throw abortedError();
      return await attempt(retry);
    } catch (error) {
      if (options.signal?.aborted) throw abortedError();
      if (retry >= options.retries || !shouldRetry(error)) throw error;
      await options.onRetry?.(error, retry + 1);
      const wait = (options.delay ?? defaultRetryDelay)(retry + 1);
      if (wait > 0) await sleep(wait, options.signal);
    }
  }
};
