/**
 * The one HTTP client of the console (docs/web-architecture.md, "HTTP").
 *
 * It knows the envelope `{code, message, value}` and the response codes, but nothing about
 * React, antd or the stores: the shell registers what to do (read the token, show a toast,
 * offer to sign in again) with `setHttpHandlers` at start-up. That keeps the transport
 * testable in Node and avoids the "store imported into the transport" trap (DESIGN.md).
 */
import { isSessionEndedCode, isSuccessCode } from '@merchant/shared';
import { API_BASE, takeEarlyAnswer } from './early-answers';

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Spec §8: error toasts stay 5 seconds. */
export const ERROR_TOAST_SECONDS = 5;

/**
 * Codes for failures that never reached a server envelope. The gateway's codes are all in
 * `@merchant/shared` (negative, from -22 down); these are client-side only and positive so
 * that they can never collide with a server code.
 */
export const ClientCode = {
  /** fetch itself failed (offline, DNS, connection refused). */
  NETWORK: 1,
  /** No answer within REQUEST_TIMEOUT_MS. */
  TIMEOUT: 2,
  /** An HTTP error status without an envelope body (proxy page, gateway down). */
  HTTP: 3,
  /** A 2xx answer that is not an envelope (should not happen). */
  BAD_RESPONSE: 4,
  /** The caller aborted the request (a query was cancelled); never toasted. */
  ABORTED: 5,
} as const;

export class ApiError extends Error {
  readonly code: number;
  readonly status?: number;
  /** The envelope's value, e.g. `{retry_after}` with -429. */
  readonly value?: unknown;

  constructor(message: string, code: number, status?: number, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export type ClientFailure = 'network' | 'timeout' | 'http' | 'badResponse';

/** The header that names the store a call acts on (docs/api.md, "Access"). */
export const STORE_HEADER = 'X-Store-Id';

export interface HttpHandlers {
  getToken: () => string | undefined;
  /**
   * The store this browser tab shows. Sent with every call as X-Store-Id so that the server
   * acts on the store the merchant sees, not on whatever another tab selected last in the
   * shared session. Undefined: no header, the server's session selection applies.
   */
  getStoreId: () => number | undefined;
  /** Shows an error toast for `seconds` (always ERROR_TOAST_SECONDS). */
  showError: (message: string, seconds: number) => void;
  /**
   * Opens the "确定登出" confirm dialog. The returned promise settles when the dialog closes:
   * until then further -106/-107 answers do not open a second one.
   */
  onSessionEnded: () => Promise<unknown>;
  /** Text for failures without an envelope, in the UI language. */
  describeFailure: (kind: ClientFailure, status?: number) => string;
  /** Sends the request: the browser's fetch (replaceable where there is none, as in Node). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const defaultDescriptions: Record<ClientFailure, string> = {
  network: 'Network error, please check your connection',
  timeout: 'The request timed out, please try again',
  http: 'Request failed',
  badResponse: 'Unexpected answer from the server',
};

let handlers: HttpHandlers = {
  getToken: () => undefined,
  getStoreId: () => undefined,
  showError: () => {},
  onSessionEnded: () => Promise.resolve(),
  describeFailure: (kind, status) =>
    status ? `${defaultDescriptions[kind]} (${status})` : defaultDescriptions[kind],
  // Looked up per call, so that tests can replace the global.
  fetch: (url, init) => fetch(url, init),
};

export const setHttpHandlers = (next: Partial<HttpHandlers>): void => {
  handlers = { ...handlers, ...next };
};

export interface RequestOptions {
  /** Do not toast errors; the screen shows them itself (forms). */
  silent?: boolean;
  /**
   * Set false to skip the sign-in-again dialog on -106/-107 (the guard's session restore,
   * which signs out by itself).
   */
  sessionDialog?: boolean;
  /** Cancels the request (TanStack Query passes one); an abort is never toasted. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

// One dialog for many failures: several queries usually fail together when a session ends.
let sessionDialogOpen = false;

const openSessionDialog = (): void => {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  let closed: Promise<unknown>;
  try {
    closed = Promise.resolve(handlers.onSessionEnded());
  } catch (err) {
    closed = Promise.reject(err);
  }
  closed.then(
    () => {
      sessionDialogOpen = false;
    },
    () => {
      sessionDialogOpen = false;
    },
  );
};

/** For tests: forget an open dialog. */
export const resetHttpStateForTests = (): void => {
  sessionDialogOpen = false;
};

type Params = Record<string, unknown>;

const buildUrl = (url: string, params?: Params): string => {
  const path = `${API_BASE}${url.startsWith('/') ? url : `/${url}`}`;
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
};

interface Envelope {
  code: number;
  message: string;
  value: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Envelope).code === 'number' &&
  typeof (body as Envelope).message === 'string';

const fail = (error: ApiError, options: RequestOptions): never => {
  const sessionEnded = isSessionEndedCode(error.code);
  // While the dialog is up, the same "signed out" toast from every other call adds nothing.
  const duplicate = sessionEnded && sessionDialogOpen;
  if (!options.silent && !duplicate) handlers.showError(error.message, ERROR_TOAST_SECONDS);
  if (sessionEnded && options.sessionDialog !== false) openSessionDialog();
  throw error;
};

const clientError = (kind: ClientFailure, code: number, status?: number): ApiError =>
  new ApiError(handlers.describeFailure(kind, status), code, status);

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** An answer already under way, given up like a fetch of our own when the call is aborted. */
const untilAborted = (answer: Promise<Response>, signal: AbortSignal): Promise<Response> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });

const request = async <T>(
  method: string,
  url: string,
  options: RequestOptions,
  params?: Params,
  body?: unknown,
): Promise<T> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = handlers.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const storeId = handlers.getStoreId();
  if (storeId !== undefined) headers[STORE_HEADER] = String(storeId);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  let parsed: unknown;
  const fullUrl = buildUrl(url, params);
  // index.html may have asked already (lib/early-answers.ts): the same call, answered sooner.
  const early = method === 'GET' ? takeEarlyAnswer(fullUrl, headers) : undefined;
  try {
    // same-origin credentials: the `language` cookie goes along so messages come translated.
    response = await (early
      ? untilAborted(early, controller.signal)
      : handlers.fetch(fullUrl, {
          method,
          headers,
          body: payload,
          signal: controller.signal,
          credentials: 'same-origin',
        }));
    parsed = await readBody(response);
  } catch {
    if (timedOut) return fail(clientError('timeout', ClientCode.TIMEOUT), options);
    if (options.signal?.aborted) throw new ApiError('Aborted', ClientCode.ABORTED);
    return fail(clientError('network', ClientCode.NETWORK), options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  // The server answers error statuses WITH an envelope: its code and message win.
  if (isEnvelope(parsed)) {
    if (isSuccessCode(parsed.code)) return parsed.value as T;
    return fail(new ApiError(parsed.message, parsed.code, response.status, parsed.value), options);
  }
  if (!response.ok) return fail(clientError('http', ClientCode.HTTP, response.status), options);
  return fail(clientError('badResponse', ClientCode.BAD_RESPONSE, response.status), options);
};

export const http = {
  get: <T>(url: string, params?: Params, options: RequestOptions = {}): Promise<T> =>
    request<T>('GET', url, options, params),
  post: <T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    request<T>('POST', url, options, undefined, body),
  put: <T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    request<T>('PUT', url, options, undefined, body),
  del: <T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    request<T>('DELETE', url, options, undefined, body),
};
