import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from './errors';
import { defaultRetryDelay, withRetry } from './retry';

const flaky = (
  failures: number,
  error: unknown = new UploadError('net', 'NetworkError', { retryable: true }),
) => {
  let calls = 0;
  const fn = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw error;
    return 'ok';
  });
  return fn;
};

describe('withRetry', () => {
  afterEach(() => vi.useRealTimers());

  it('retries up to 3 times, then gives up with the last error', async () => {
    const ok = flaky(3);
    await expect(withRetry(ok, { retries: 3, delay: () => 0 })).resolves.toBe('ok');
    expect(ok).toHaveBeenCalledTimes(4);
    const fails = flaky(4);
    await expect(withRetry(fails, { retries: 3, delay: () => 0 })).rejects.toMatchObject({
      code: 'NetworkError',
    });
    expect(fails).toHaveBeenCalledTimes(4);
  });

  it('does not retry errors that will not go away', async () => {
    const fn = flaky(1, new UploadError('get ETag error', 'ETagNotExposed'));
    await expect(withRetry(fn, { retries: 3, delay: () => 0 })).rejects.toMatchObject({
      code: 'ETagNotExposed',
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries an expired token (after the caller renews it)', async () => {
    const expired = new UploadError('authorization error', 'AuthorizationError', { s3Code: 'ExpiredToken' });
    const onRetry = vi.fn();
    await expect(withRetry(flaky(1, expired), { retries: 3, delay: () => 0, onRetry })).resolves.toBe('ok');
    expect(onRetry).toHaveBeenCalledWith(expired, 1);
  });

  it('backs off 1 s, 2 s, 4 s', async () => {
    vi.useFakeTimers();
    expect([1, 2, 3].map(defaultRetryDelay)).toEqual([1000, 2000, 4000]);
    const fn = flaky(2);
    const result = withRetry(fn, { retries: 3 });
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const result = withRetry(flaky(5), { retries: 3, signal: controller.signal, delay: () => 60_000 });
    setTimeout(() => controller.abort(), 5);
    await expect(result).rejects.toMatchObject({ code: 'Aborted' });
  });
});
