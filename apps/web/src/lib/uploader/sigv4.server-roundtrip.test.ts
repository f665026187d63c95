/**
 * Round trip with the gateway's own SigV4 verifier (apps/server/src/storage/sigv4-verify.ts):
 * what this signer produces for every storage call of the uploader must be accepted there,
 * and a tampered request refused. Imported by path at run time, so the web app's type check
 * does not pull in the server's Node types; skipped when the server is not in the tree.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildQuery, type QueryPair, resourceUrl } from './s3-params';
import { presignUrl, signRequest } from './sigv4';

interface ServerVerifier {
  verifySigV4: (input: {
    method: string;
    rawUrl: string;
    headers: Record<string, string>;
    region: string;
    now?: Date;
    resolveSecret: (accessKeyId: string, sessionToken: string | undefined) => string;
  }) => { accessKeyId: string; sessionToken?: string; payloadHash: string };
}

const verifierPath = new URL('../../../../server/src/storage/sigv4-verify.ts', import.meta.url).pathname;
const available = existsSync(verifierPath);

const credentials = {
  accessKeyId: 'tmp-id',
  secretAccessKey: 'tmp-secret/+=',
  sessionToken: 'token.with/odd+chars=',
};
const endpoint = 'http://127.0.0.1:8080/storage';
const region = 'us-east-1';
const key = 'stores/12/2026/11/3f9c0a7b12d4e5f6-cover_photo (1).jpg';

const load = async (): Promise<ServerVerifier> =>
  (await import(/* @vite-ignore */ verifierPath)) as ServerVerifier;

const calls: Array<{
  name: string;
  method: string;
  key?: string;
  query: QueryPair[];
  headers?: Record<string, string>;
}> = [
  { name: 'put object', method: 'PUT', key, query: [], headers: { 'Content-Type': 'image/jpeg' } },
  { name: 'start multipart', method: 'POST', key, query: [['uploads', null]] },
  {
    name: 'upload part',
    method: 'PUT',
    key,
    query: [
      ['partNumber', 7],
      ['uploadId', 'a/b+c='],
    ],
  },
  {
    name: 'complete',
    method: 'POST',
    key,
    query: [['uploadId', 'u1']],
    headers: { 'Content-Type': 'application/xml' },
  },
  {
    name: 'list parts',
    method: 'GET',
    key,
    query: [
      ['uploadId', 'u1'],
      ['part-number-marker', 3],
    ],
  },
  { name: 'abort', method: 'DELETE', key, query: [['uploadId', 'u1']] },
  {
    name: 'list uploads',
    method: 'GET',
    query: [
      ['uploads', null],
      ['prefix', 'stores/12/'],
      ['key-marker', 'x y'],
    ],
  },
  {
    name: 'copy',
    method: 'PUT',
    key,
    query: [],
    headers: { 'x-amz-copy-source': '/merchant-uploads/stores/12/a.jpg' },
  },
  { name: 'restore', method: 'POST', key, query: [['restore', null]] },
];

describe.skipIf(!available)('SigV4 round trip with the server verifier', () => {
  for (const call of calls) {
    it(`accepts ${call.name}`, async () => {
      const { verifySigV4 } = await load();
      const url = `${resourceUrl({ endpoint }, 'merchant-uploads', call.key)}${buildQuery(call.query)}`;
      const now = new Date('2026-11-21T10:15:00Z');
      const sent = await signRequest({
        method: call.method,
        url,
        headers: call.headers,
        credentials,
        region,
        date: now,
      });
      const parsed = new URL(url);
      const headers = Object.fromEntries(
        Object.entries({ ...sent, host: parsed.host }).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const verify = (
        overrides: Partial<{ method: string; rawUrl: string; headers: Record<string, string> }> = {},
      ) =>
        verifySigV4({
          method: call.method,
          rawUrl: `${parsed.pathname}${parsed.search}`,
          headers,
          region,
          now,
          resolveSecret: (id, token) => {
            expect(id).toBe('tmp-id');
            expect(token).toBe(credentials.sessionToken);
            return credentials.secretAccessKey;
          },
          ...overrides,
        });
      expect(verify()).toMatchObject({ accessKeyId: 'tmp-id', payloadHash: 'UNSIGNED-PAYLOAD' });
      expect(() => verify({ method: call.method === 'GET' ? 'DELETE' : 'GET' })).toThrow();
      expect(() => verify({ headers: { ...headers, host: 'evil.example' } })).toThrow();
    });
  }

  it('accepts a presigned GET URL', async () => {
    const { verifySigV4 } = await load();
    const now = new Date('2026-11-21T10:15:00Z');
    const signed = new URL(
      await presignUrl({
        url: resourceUrl({ endpoint }, 'merchant-uploads', key),
        credentials,
        region,
        date: now,
      }),
    );
    const verify = (at: Date) =>
      verifySigV4({
        method: 'GET',
        rawUrl: `${signed.pathname}${signed.search}`,
        headers: { host: signed.host },
        region,
        now: at,
        resolveSecret: () => credentials.secretAccessKey,
      });
    expect(verify(now).accessKeyId).toBe('tmp-id');
    expect(() => verify(new Date(now.getTime() + 901_000))).toThrow(/expired/);
  });
});
