import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { App } from '../app';

/** The envelope every API call answers. */
export interface Envelope {
  code: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answers of many calls, read field by field
  value: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  storeId?: number;
  address?: string;
}

export type Call = (
  method: 'GET' | 'POST',
  url: string,
  o?: CallOptions,
) => Promise<{ status: number; body: Envelope }>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The headers any client sends (X-Forwarded-For names the consumer's own address). */
const headersOf = (o: CallOptions): Record<string, string> => {
  const headers: Record<string, string> = { accept: 'application/json', cookie: 'language=en' };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.storeId) headers['x-store-id'] = String(o.storeId);
  if (o.address) headers['x-forwarded-for'] = o.address;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
};

const envelopeOf = (status: number, text: string): Envelope => {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return { code: status, message: text.slice(0, 200), value: null };
  }
};

/** One call to the API over HTTP, as any client makes it (the command line). */
export const caller =
  (base: string): Call =>
  async (method, url, o = {}) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: headersOf(o),
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { status: res.status, body: envelopeOf(res.status, await res.text()) };
  };

/**
 * One call handed to the app in-process (`app.inject`: the whole gateway, its hooks, access
 * checks and validation, without the socket), from the consumer's address as a proxy would
 * give it, addressed to `base` (serveInProcess's: the payment's notification address is built
 * on the request's host). The in-process runs use it: it spares the loopback HTTP's work.
 */
export const injectCaller =
  (app: App, base: string): Call =>
  async (method, url, o = {}) => {
    const { 'x-forwarded-for': _address, ...headers } = headersOf(o);
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, host: new URL(base).host },
      payload: o.body === undefined ? undefined : JSON.stringify(o.body),
      remoteAddress: o.address ?? '127.0.0.1',
    });
    return { status: res.statusCode, body: envelopeOf(res.statusCode, res.body) };
  };

export const requestNo = (what: string) => `sim-${what}-${randomUUID()}`;

/** Reads the newest code sent to `phone` from DATA_DIR/sms-outbox.jsonl (the demo sender). */
export const outboxCodes =
  (dataDir: string) =>
  async (phone: string): Promise<string> => {
    for (let i = 0; i < 50; i += 1) {
      const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
      for (const line of lines.reverse()) {
        const m = JSON.parse(line) as { phone: string; code: string };
        if (m.phone === phone) return m.code;
      }
      await sleep(40);
    }
    throw new Error(`no code for ${phone} in the SMS outbox`);
  };

/**
 * Serves `app` on a loopback port by handing each request to `app.inject` (the in-process runs:
 * the demo seed and the tests). The sandbox posts its signed notifications to this address, and
 * X-Forwarded-For becomes the caller's address as a proxy would make it.
 */
export const serveInProcess = async (app: App): Promise<{ base: string; close: () => Promise<void> }> => {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const forwarded = req.headers['x-forwarded-for'];
      const headers = { ...req.headers };
      delete headers['x-forwarded-for'];
      app
        .inject({
          method: req.method as 'GET' | 'POST',
          url: req.url ?? '/',
          headers,
          payload: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          remoteAddress: typeof forwarded === 'string' ? forwarded : '127.0.0.1',
        })
        .then(
          (answer) => {
            const out = { ...answer.headers };
            delete out['transfer-encoding'];
            res.writeHead(answer.statusCode, out as http.OutgoingHttpHeaders);
            res.end(answer.rawPayload);
          },
          (error: unknown) => {
            res.writeHead(500);
            res.end(String(error));
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no loopback port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
