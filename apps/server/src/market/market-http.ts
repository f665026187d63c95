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

/** One call to the API as any client makes it (X-Forwarded-For names the consumer's own address). */
export const caller =
  (base: string): Call =>
  async (method, url, o = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', cookie: 'language=en' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.storeId) headers['x-store-id'] = String(o.storeId);
    if (o.address) headers['x-forwarded-for'] = o.address;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = { code: res.status, message: text.slice(0, 200), value: null };
    }
    return { status: res.status, body };
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
