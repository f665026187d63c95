import { Code } from '@merchant/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  ApiError,
  ClientCode,
  ERROR_TOAST_SECONDS,
  http,
  REQUEST_TIMEOUT_MS,
  resetHttpStateForTests,
  setHttpHandlers,
} from './http';

const envelope = (code: number, value: unknown = null, message = 'msg', status = 200) =>
  new Response(JSON.stringify({ code, message, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let showError: Mock<(message: string, seconds: number) => void>;
let onSessionEnded: Mock<() => Promise<unknown>>;
let closeDialog: () => void;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  showError = vi.fn<(message: string, seconds: number) => void>();
  onSessionEnded = vi.fn<() => Promise<unknown>>(
    () =>
      new Promise<void>((resolve) => {
        closeDialog = resolve;
      }),
  );
  resetHttpStateForTests();
  setHttpHandlers({ getToken: () => 'tok', showError, onSessionEnded });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http envelope handling', () => {
  it('resolves the value for codes 0 and -22', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { a: 1 }));
    await expect(http.get('/x')).resolves.toEqual({ a: 1 });
    fetchMock.mockResolvedValueOnce(envelope(Code.OK_NOTICE, [1, 2]));
    await expect(http.post('/y', { b: 2 })).resolves.toEqual([1, 2]);
    expect(showError).not.toHaveBeenCalled();
  });

  it('sends base /api, the bearer token, query params and a JSON body', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope(Code.OK)));
    await http.get('/user/list', { page: 1, q: 'a b', skip: undefined, ids: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/list?page=1&q=a+b&ids=1&ids=2');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    await http.del('/message/system/delete/', { ids: [3] });
    const [, delInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(delInit.method).toBe('DELETE');
    expect(delInit.body).toBe('{"ids":[3]}');
    expect((delInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("sends the tab's store as X-Store-Id, and no header without one", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope(Code.OK)));
    setHttpHandlers({ getStoreId: () => 7 });
    await http.get('/upload/files');
    const [, withStore] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((withStore.headers as Record<string, string>)['X-Store-Id']).toBe('7');
    setHttpHandlers({ getStoreId: () => undefined });
    await http.get('/upload/files');
    const [, without] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(without.headers as Record<string, string>).not.toHaveProperty('X-Store-Id');
  });

  it('omits Authorization without a token', async () => {
    setHttpHandlers({ getToken: () => undefined });
    fetchMock.mockResolvedValue(envelope(Code.OK));
    await http.get('/health');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('toasts the server message for 5 s and rejects with ApiError on other codes', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.VALIDATION, null, 'Invalid value for phone', 400));
    const error = await http.post('/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: Code.VALIDATION, status: 400, message: 'Invalid value for phone' });
    expect(showError).toHaveBeenCalledWith('Invalid value for phone', ERROR_TOAST_SECONDS);
    expect(ERROR_TOAST_SECONDS).toBe(5);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the envelope value on errors (retry_after)', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.RATE_LIMITED, { retry_after: 42 }, 'slow down', 429));
    await expect(http.post('/user/sendcode/1')).rejects.toMatchObject({ value: { retry_after: 42 } });
  });

  it('does not toast with silent', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.BAD_CREDENTIALS, null, 'wrong', 400));
    await expect(http.post('/user/login_up', {}, { silent: true })).rejects.toMatchObject({ code: -102 });
    expect(showError).not.toHaveBeenCalled();
  });

  it('opens one session dialog for several concurrent -106/-107 failures', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope(Code.SESSION_EXPIRED, null, 'expired', 401)));
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(envelope(Code.SESSION_REVOKED, null, 'revoked', 401)),
    );
    const results = await Promise.allSettled([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // While the dialog is open, later failures neither re-open it nor stack toasts.
    expect(showError).toHaveBeenCalledTimes(1);
    await expect(http.get('/d')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    // Once the user cancelled, a new failure may ask again.
    closeDialog();
    await Promise.resolve();
    await Promise.resolve();
    await expect(http.get('/e')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('skips the dialog with sessionDialog: false', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.SESSION_REVOKED, null, 'revoked', 401));
    await expect(
      http.get('/user/self/get_user_info', undefined, { sessionDialog: false }),
    ).rejects.toMatchObject({
      code: Code.SESSION_REVOKED,
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('times out after 15 s with a toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(showError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(error).toMatchObject({ code: ClientCode.TIMEOUT });
    expect(showError).toHaveBeenCalledWith(expect.any(String), 5);
  });

  it('toasts and rejects on a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toMatchObject({ code: ClientCode.NETWORK });
    expect(showError).toHaveBeenCalledWith(expect.any(String), 5);
  });

  it('toasts and rejects on an HTTP error without an envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(http.get('/x')).rejects.toMatchObject({ code: ClientCode.HTTP, status: 502 });
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('does not toast when the caller aborts', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ClientCode.ABORTED });
    expect(showError).not.toHaveBeenCalled();
  });
});
