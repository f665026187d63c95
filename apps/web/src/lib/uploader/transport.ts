/**
 * How the storage client sends a request. Two implementations: `fetchTransport` (the
 * default; works everywhere) and `xhrTransport` (browsers: reports upload progress while a
 * body goes up, which fetch cannot). Tests pass a fake.
 *
 * A transport never throws for an HTTP status: the client reads status, headers and body and
 * decides. It throws an UploadError for a network failure (retryable) or an abort.
 */
import { abortedError, UploadError } from './errors';

export type RequestBody = Blob | ArrayBuffer | ArrayBufferView<ArrayBuffer> | string;

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RequestBody;
  signal?: AbortSignal;
  /** Bytes of the body sent so far (only transports that can tell call it). */
  onUploadProgress?: (loaded: number) => void;
}

export interface TransportResponse {
  status: number;
  /** Reads a response header; null when absent or not exposed by CORS. */
  header: (name: string) => string | null;
  body: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

const networkError = (detail: string): UploadError =>
  new UploadError(`Network error while talking to storage: ${detail}`, 'NetworkError', { retryable: true });

export const fetchTransport: Transport = async (request) => {
  if (request.signal?.aborted) throw abortedError();
  let response: Response;
  let body: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      mode: 'cors',
      credentials: 'omit',
    });
    body = await response.text();
  } catch (error) {
    if (request.signal?.aborted) throw abortedError();
    throw networkError(error instanceof Error ? error.message : String(error));
  }
  if (request.body !== undefined && request.onUploadProgress) {
    request.onUploadProgress(bodySize(request.body));
  }
  return { status: response.status, header: (name) => response.headers.get(name), body };
};

export const bodySize = (body: RequestBody): number => {
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  return body.byteLength;
};

/** XMLHttpRequest, for upload progress. Only in browsers. */
export const xhrTransport: Transport = (request) =>
  new Promise<TransportResponse>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => request.signal?.removeEventListener('abort', onAbort);
    if (request.onUploadProgress && request.body !== undefined) {
      const report = request.onUploadProgress;
      xhr.upload.onprogress = (event) => report(event.loaded);
    }
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        // getResponseHeader answers null for a header CORS does not expose.
        header: (name) => xhr.getResponseHeader(name),
        body: xhr.responseText,
      });
    };
    xhr.onerror = () => {
      done();
      reject(networkError('the connection failed or CORS refused the request'));
    };
    xhr.ontimeout = () => {
      done();
      reject(networkError('timed out'));
    };
    xhr.onabort = () => {
      done();
      reject(abortedError());
    };
    xhr.send(request.body ?? null);
  });

/** XMLHttpRequest where it exists (browsers), fetch elsewhere. */
export const defaultTransport: Transport = (request) =>
  typeof XMLHttpRequest === 'function' ? xhrTransport(request) : fetchTransport(request);
