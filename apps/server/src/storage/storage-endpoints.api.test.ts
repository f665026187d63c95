import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Grant, GrantSigner } from './grant';
import { signRequestHeaders } from './sigv4-sign';
import { codeOf, sdkClient } from './test-support/sdk-client';

const Bucket = 'merchant-uploads';
const keyA = 'stores/1/2026/11/00000000000000aa-a.jpg';
const keyB = 'stores/1/2026/11/00000000000000bb-b.jpg';
const otherStoreKey = 'stores/2/2026/11/00000000000000cc-c.jpg';

describe('embedded S3 endpoints: signatures, scope, expiry, CORS', () => {
  let t: TestApp;
  let endpoint: string;
  let signer: GrantSigner;
  const grant = (scope: Partial<Omit<Grant, 'id'>> = {}) =>
    signer.issue({
      key: keyA,
      prefix: 'stores/1/',
      exp: Math.floor(Date.now() / 1000) + 900,
      max: 10_000_000,
      ...scope,
    });
  const client = (scope: Partial<Omit<Grant, 'id'>> = {}): S3Client => sdkClient(endpoint, grant(scope));

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/storage`;
    signer = t.app.deps.storage.embedded!.signer;
    await sdkClient(endpoint, grant({ key: keyB })).send(
      new PutObjectCommand({ Bucket, Key: keyB, Body: 'b' }),
    );
  });
  afterAll(() => t.close());

  it('lets a credential write its own key only', async () => {
    const c = client();
    expect(await codeOf(c.send(new PutObjectCommand({ Bucket, Key: keyA, Body: 'a' })))).toBe('no error');
    expect(await codeOf(c.send(new PutObjectCommand({ Bucket, Key: keyB, Body: 'x' })))).toBe('AccessDenied');
    expect(await codeOf(c.send(new PutObjectCommand({ Bucket, Key: otherStoreKey, Body: 'x' })))).toBe(
      'AccessDenied',
    );
    expect(await codeOf(c.send(new CreateMultipartUploadCommand({ Bucket, Key: keyB })))).toBe(
      'AccessDenied',
    );
    // Copy: the source may be anywhere under the store's prefix, never in another store.
    expect(
      await codeOf(c.send(new CopyObjectCommand({ Bucket, Key: keyA, CopySource: `${Bucket}/${keyB}` }))),
    ).toBe('no error');
    expect(
      await codeOf(
        c.send(new CopyObjectCommand({ Bucket, Key: keyA, CopySource: `${Bucket}/${otherStoreKey}` })),
      ),
    ).toBe('AccessDenied');
  });

  it('refuses expired, tampered and forged credentials, and a wrong bucket', async () => {
    const expired = client({ exp: Math.floor(Date.now() / 1000) - 1 });
    expect(await codeOf(expired.send(new PutObjectCommand({ Bucket, Key: keyA, Body: 'a' })))).toBe(
      'ExpiredToken',
    );
    const c = grant();
    const [v, body, mac] = c.sessionToken.split('.');
    const wider = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...wider, key: otherStoreKey })).toString('base64url');
    const tampered = sdkClient(endpoint, { ...c, sessionToken: `${v}.${forgedBody}.${mac}` });
    expect(await codeOf(tampered.send(new PutObjectCommand({ Bucket, Key: otherStoreKey, Body: 'x' })))).toBe(
      'InvalidToken',
    );
    const guessed = sdkClient(endpoint, { ...c, tmpSecretKey: 'guessed-secret' });
    expect(await codeOf(guessed.send(new PutObjectCommand({ Bucket, Key: keyA, Body: 'x' })))).toBe(
      'SignatureDoesNotMatch',
    );
    const wrongRegion = sdkClient(endpoint, c, 'ap-guangzhou');
    expect(await codeOf(wrongRegion.send(new PutObjectCommand({ Bucket, Key: keyA, Body: 'x' })))).toBe(
      'AuthorizationHeaderMalformed',
    );
    expect(
      await codeOf(
        sdkClient(endpoint, c).send(new PutObjectCommand({ Bucket: 'other', Key: keyA, Body: 'x' })),
      ),
    ).toBe('NoSuchBucket');
  });

  it('refuses bodies larger than the declared size, on put and on complete', async () => {
    const small = client({ max: 4 });
    expect(await codeOf(small.send(new PutObjectCommand({ Bucket, Key: keyA, Body: 'too long' })))).toBe(
      'EntityTooLarge',
    );
    const c = client({ max: 1024 * 1024 + 2 });
    const { UploadId } = await c.send(new CreateMultipartUploadCommand({ Bucket, Key: keyA }));
    const p1 = await c.send(
      new UploadPartCommand({ Bucket, Key: keyA, UploadId, PartNumber: 1, Body: Buffer.alloc(1024 * 1024) }),
    );
    const p2 = await c.send(
      new UploadPartCommand({ Bucket, Key: keyA, UploadId, PartNumber: 2, Body: 'abc' }),
    );
    const parts = [
      { PartNumber: 1, ETag: p1.ETag },
      { PartNumber: 2, ETag: p2.ETag },
    ];
    expect(
      await codeOf(
        c.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: keyA,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        ),
      ),
    ).toBe('EntityTooLarge');
  });

  it('supports the three abort levels within the store prefix only', async () => {
    const a = client();
    const b = client({ key: keyB });
    const a1 = (await a.send(new CreateMultipartUploadCommand({ Bucket, Key: keyA }))).UploadId;
    const a2 = (await a.send(new CreateMultipartUploadCommand({ Bucket, Key: keyA }))).UploadId;
    const b1 = (await b.send(new CreateMultipartUploadCommand({ Bucket, Key: keyB }))).UploadId;
    const list = async (Prefix?: string) =>
      (await a.send(new ListMultipartUploadsCommand({ Bucket, Prefix }))).Uploads?.map((u) => u.UploadId) ??
      [];
    // task: key + upload id
    await a.send(new AbortMultipartUploadCommand({ Bucket, Key: keyA, UploadId: a1 }));
    expect(await list(keyA)).not.toContain(a1);
    // file: every unfinished upload of the key
    for (const id of await list(keyA))
      await a.send(new AbortMultipartUploadCommand({ Bucket, Key: keyA, UploadId: id }));
    expect(await list(keyA)).toEqual([]);
    expect(a2).toBeTruthy();
    // bucket: every unfinished upload under the store prefix, with keyA's credential
    expect(await list('stores/1/')).toContain(b1);
    await a.send(new AbortMultipartUploadCommand({ Bucket, Key: keyB, UploadId: b1 }));
    expect(await list('stores/1/')).toEqual([]);
    expect(await codeOf(list('stores/2/'))).toBe('AccessDenied');
    expect(await codeOf(list())).toBe('AccessDenied');
    expect(
      await codeOf(a.send(new AbortMultipartUploadCommand({ Bucket, Key: otherStoreKey, UploadId: b1 }))),
    ).toBe('AccessDenied');
    expect(await codeOf(a.send(new AbortMultipartUploadCommand({ Bucket, Key: keyA, UploadId: b1 })))).toBe(
      'NoSuchUpload',
    );
  });

  it('serves presigned GETs with ranges; a read grant cannot write', async () => {
    await client().send(
      new PutObjectCommand({ Bucket, Key: keyA, Body: 'hello world', ContentType: 'image/jpeg' }),
    );
    const url = await t.app.deps.storage.objects.signedGetUrl(keyA, { publicBase: endpoint });
    const whole = await fetch(url);
    // Not a JPEG whatever the uploader said: served as a download.
    expect([whole.status, await whole.text(), whole.headers.get('content-type')]).toEqual([
      200,
      'hello world',
      'application/octet-stream',
    ]);
    const part = await fetch(url, { headers: { range: 'bytes=6-' } });
    expect([part.status, await part.text(), part.headers.get('content-range')]).toEqual([
      206,
      'world',
      'bytes 6-10/11',
    ]);
    const reader = client({ read: true });
    expect(await codeOf(reader.send(new PutObjectCommand({ Bucket, Key: keyA, Body: 'x' })))).toBe(
      'AccessDenied',
    );
    expect(await codeOf(reader.send(new GetObjectCommand({ Bucket, Key: keyB })))).toBe('AccessDenied');
    const sdkUrl = await getSignedUrl(client(), new GetObjectCommand({ Bucket, Key: keyA }), {
      expiresIn: 901,
    });
    expect((await fetch(sdkUrl)).status).toBe(400);
    const anonymous = await fetch(`${endpoint}/${Bucket}/${keyA}`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('answers CORS preflights, exposes ETag and Content-Length (spec §5), streams big bodies', async () => {
    const preflight = await fetch(`${endpoint}/${Bucket}/${keyA}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,x-amz-date',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-amz-date');
    const c = grant();
    const url = `${endpoint}/${Bucket}/${keyA}`;
    const headers = signRequestHeaders({
      method: 'PUT',
      url,
      region: 'us-east-1',
      service: 's3',
      credentials: {
        accessKeyId: c.tmpSecretId,
        secretAccessKey: c.tmpSecretKey,
        sessionToken: c.sessionToken,
      },
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    // 3 MB, above the JSON API's 1 MB body limit: storage bodies stream to disk unlimited by it.
    const put = await fetch(url, { method: 'PUT', headers, body: Buffer.alloc(3 * 1024 * 1024, 7) });
    expect(put.status).toBe(200);
    expect((await t.app.deps.storage.objects.head(keyA))?.size).toBe(3 * 1024 * 1024);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(put.headers.get('access-control-expose-headers')).toMatch(/ETag.*Content-Length/);
  });
});
