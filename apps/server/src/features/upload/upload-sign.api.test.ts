import { createHash } from 'node:crypto';
import { Code, type UploadCredential, type UploadSignedRequests } from '@merchant/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3rver } from '../../storage/test-support/s3rver';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { samples } from './upload-test-kit';

type Answer<T> = { statusCode: number; body: { code: number; message: string; value: T } };

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const xmlTag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/**
 * Server signing (S3_BROWSER_ACCESS=presign, the default without S3_ROLE_ARN) against s3rver:
 * the credential call hands out a key without secrets, POST /upload/sign presigns the
 * uploader's operations on that key only, and the URLs work with plain fetch, as a browser
 * sends them. s3rver has no ListParts, ListMultipartUploads or AbortMultipartUpload: those
 * URLs are checked for their shape here, and their use runs against real S3 services only.
 */
describe('POST /api/upload/sign (S3 mode, server signing, against s3rver)', () => {
  let t: TestApp;
  let s3rver: Awaited<ReturnType<typeof startS3rver>>;
  let me: { accountId: number; storeIds: number[] };
  let token: string;

  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    asToken: string | null = token,
  ): Promise<Answer<T>> => {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...(asToken ? bearer(asToken) : {}), cookie: 'language=en' },
    });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const credential = async (fileName: string, size: number, asToken = token) => {
    const answer = await call<UploadCredential>(
      'GET',
      `/api/upload/credential?fileName=${encodeURIComponent(fileName)}&fileSize=${size}`,
      undefined,
      asToken,
    );
    expect(answer.body.code).toBe(0);
    return answer.body.value;
  };
  const sign = (payload: object, asToken: string | null = token) =>
    call<UploadSignedRequests>('POST', '/api/upload/sign', payload, asToken);
  const signed = async (payload: object) => {
    const answer = await sign(payload);
    expect(answer.body).toMatchObject({ code: 0 });
    return answer.body.value;
  };

  beforeAll(async () => {
    s3rver = await startS3rver('merchant-uploads');
    t = await createTestApp({
      env: s3rver.serverEnv,
    });
    me = await createMerchant(t.app.deps.db, { stores: 2 });
    token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await t.close();
    await s3rver.close();
  });

  it('answers credentials that say the server signs, with the spec fields and no secret', async () => {
    const c = await credential('Cover.jpg', 1000);
    expect(c.signing).toBe('server');
    expect(c.credentials).toMatchObject({ tmpSecretId: '', tmpSecretKey: '', sessionToken: '' });
    expect(c.credentials.expiredTime - c.credentials.startTime).toBe(900);
    expect(c.storage).toMatchObject({
      endpoint: s3rver.endpoint,
      objectUrl: `${s3rver.endpoint}/merchant-uploads/${c.storage.key}`,
      prefix: `stores/${me.storeIds[0]}/`,
    });
    const abort = await call<{ signing: string; credentials: object }>('GET', '/api/upload/credential/abort');
    expect(abort.body.value).toMatchObject({ signing: 'server', credentials: { tmpSecretId: '' } });
  });

  it('presigns a PUT of that key that works with plain fetch (then the report records it)', async () => {
    const c = await credential('photo.jpg', samples.jpeg.length);
    const value = await signed({ operation: 'putObject', key: c.storage.key });
    expect(value.method).toBe('PUT');
    expect(value.expiredTime - value.startTime).toBe(900);
    expect(value.requests).toHaveLength(1);
    const url = new URL(value.requests[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(c.storage.objectUrl);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');

    const put = await fetch(url, {
      method: 'PUT',
      body: samples.jpeg,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBe(`"${md5(samples.jpeg)}"`);
    // The URL is for that key only: another path under the same signature is refused.
    const sibling = new URL(url);
    sibling.pathname = sibling.pathname.replace(/[0-9a-f]{16}-/, '0000000000000000-');
    const forged = await fetch(sibling, { method: 'PUT', body: samples.jpeg });
    expect(forged.status).toBe(403);
    expect(xmlTag(await forged.text(), 'Code')).toBe('SignatureDoesNotMatch');
    // …and for PUT only.
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(403);

    const report = await call<{ md5: string }>('POST', '/api/upload/report', {
      key: c.storage.key,
      size: samples.jpeg.length,
      content_type: 'image/jpeg',
      file_name: 'photo.jpg',
      md5: md5(samples.jpeg),
    });
    expect(report.body).toMatchObject({ code: 0, value: { md5: md5(samples.jpeg) } });
    // A reported key is never signed for again.
    expect((await sign({ operation: 'putObject', key: c.storage.key })).body).toMatchObject({
      code: Code.CONFLICT,
      message: 'This upload has already been recorded',
    });
  });

  it('presigns a multipart upload: start, a batch of parts, complete', async () => {
    const partA = Buffer.concat([samples.mp4, Buffer.alloc(5000, 7)]);
    const partB = Buffer.alloc(3000, 9);
    const whole = Buffer.concat([partA, partB]);
    const c = await credential('lesson.mp4', whole.length);
    const key = c.storage.key;

    const start = await signed({ operation: 'createMultipartUpload', key });
    expect(start.method).toBe('POST');
    const created = await fetch(start.requests[0]?.url ?? '', { method: 'POST' });
    expect(created.status).toBe(200);
    const uploadId = xmlTag(await created.text(), 'UploadId') ?? '';
    expect(uploadId).not.toBe('');

    const parts = await signed({ operation: 'uploadPart', key, uploadId, partNumbers: [1, 2] });
    expect(parts.method).toBe('PUT');
    expect(parts.requests.map((r) => r.partNumber)).toEqual([1, 2]);
    const etags: string[] = [];
    for (const [i, body] of [partA, partB].entries()) {
      const url = new URL(parts.requests[i]?.url ?? '');
      expect(url.searchParams.get('partNumber')).toBe(String(i + 1));
      expect(url.searchParams.get('uploadId')).toBe(uploadId);
      const res = await fetch(url, { method: 'PUT', body });
      expect(res.status).toBe(200);
      etags.push(res.headers.get('etag') ?? '');
    }
    expect(etags).toEqual([`"${md5(partA)}"`, `"${md5(partB)}"`]);

    const complete = await signed({ operation: 'completeMultipartUpload', key, uploadId });
    const xml = `<CompleteMultipartUpload>${etags
      .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`)
      .join('')}</CompleteMultipartUpload>`;
    const done = await fetch(complete.requests[0]?.url ?? '', {
      method: 'POST',
      body: xml,
      headers: { 'content-type': 'application/xml' },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('CompleteMultipartUploadResult');
    expect((await t.app.deps.storage.objects.head(key))?.size).toBe(whole.length);
  });

  it('signs list parts, abort and the listings only with the fixed parameters of the caller', async () => {
    const c = await credential('clip.mp4', 100);
    const key = c.storage.key;
    const list = await signed({ operation: 'listParts', key, uploadId: 'u-1', partNumberMarker: 3 });
    expect(list.method).toBe('GET');
    const listUrl = new URL(list.requests[0]?.url ?? '');
    expect(listUrl.pathname).toBe(`/merchant-uploads/${key}`);
    expect(listUrl.searchParams.get('uploadId')).toBe('u-1');
    expect(listUrl.searchParams.get('part-number-marker')).toBe('3');

    expect((await signed({ operation: 'abortMultipartUpload', key, uploadId: 'u-1' })).method).toBe('DELETE');

    // Bucket level: the caller's prefix, or one of its keys; never another prefix.
    const prefix = `stores/${me.storeIds[0]}/`;
    const bucket = await signed({ operation: 'listMultipartUploads', prefix, keyMarker: key });
    const bucketUrl = new URL(bucket.requests[0]?.url ?? '');
    expect(bucketUrl.pathname).toBe('/merchant-uploads/');
    expect(bucketUrl.searchParams.get('prefix')).toBe(prefix);
    expect(bucketUrl.searchParams.has('uploads')).toBe(true);
    expect((await sign({ operation: 'listMultipartUploads', prefix: key })).body.code).toBe(0);
    for (const other of ['stores/', `stores/${me.storeIds[1]}/`, 'accounts/', 's', `${prefix}2026/`]) {
      expect((await sign({ operation: 'listMultipartUploads', prefix: other })).body.code).toBe(
        Code.FORBIDDEN,
      );
    }
  });

  it("refuses another store's key, another account's key, made-up keys and unknown operations", async () => {
    const otherStore = `stores/${me.storeIds[1]}/2026/11/0123456789abcdef-a.jpg`;
    const stranger = await createMerchant(t.app.deps.db);
    const strangersKey = (
      await credential(
        'a.jpg',
        10,
        await createSessionToken(t.app.deps.db, stranger.accountId, {
          storeId: stranger.storeIds[0],
        }),
      )
    ).storage.key;
    const strangersAccount = `accounts/${stranger.accountId}/2026/11/0123456789abcdef-a.jpg`;
    for (const key of [otherStore, strangersKey, strangersAccount, 'stores/1/../2/x.jpg', 'anything.jpg']) {
      for (const operation of ['putObject', 'createMultipartUpload']) {
        const answer = await sign({ operation, key });
        expect(answer.statusCode).toBe(403);
        expect(answer.body).toMatchObject({
          code: Code.FORBIDDEN,
          message: 'This file belongs neither to the selected store nor to your account',
        });
      }
      const abort = await sign({ operation: 'abortMultipartUpload', key, uploadId: 'u' });
      expect(abort.body.code).toBe(Code.FORBIDDEN);
    }
    const own = (await credential('b.jpg', 10)).storage.key;
    for (const payload of [
      { operation: 'deleteObject', key: own },
      { operation: 'getObject', key: own },
      { operation: 'copyObject', key: own },
      { operation: 'uploadPart', key: own, uploadId: 'u', partNumbers: [] },
      { operation: 'uploadPart', key: own, uploadId: 'u', partNumbers: [10_001] },
      {
        operation: 'uploadPart',
        key: own,
        uploadId: 'u',
        partNumbers: Array.from({ length: 101 }, (_, i) => i + 1),
      },
      { operation: 'completeMultipartUpload', key: own },
      { key: own },
    ]) {
      const answer = await sign(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body.code).toBe(Code.VALIDATION);
    }
    const anonymous = await sign({ operation: 'putObject', key: own }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.code).toBe(Code.NOT_SIGNED_IN);
  });

  it('gives URLs that expire after 900 s', async () => {
    const c = await credential('late.jpg', samples.jpeg.length);
    const signAt = async (secondsAgo: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - secondsAgo * 1000 });
      const value = await signed({ operation: 'putObject', key: c.storage.key });
      vi.useRealTimers();
      return fetch(value.requests[0]?.url ?? '', { method: 'PUT', body: samples.jpeg });
    };
    const expired = await signAt(905);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    expect((await signAt(880)).status).toBe(200);
  });

  it('is refused where the browser signs itself (embedded mode)', async () => {
    const embedded = await createTestApp();
    try {
      const m = await createMerchant(embedded.app.deps.db);
      const own = await createSessionToken(embedded.app.deps.db, m.accountId, { storeId: m.storeIds[0] });
      const res = await embedded.app.inject({
        method: 'POST',
        url: '/api/upload/sign',
        payload: { operation: 'putObject', key: `stores/${m.storeIds[0]}/2026/11/0123456789abcdef-a.jpg` },
        headers: bearer(own),
      });
      expect(res.json()).toMatchObject({ code: Code.CONFLICT });
      const c = await embedded.app.inject({
        method: 'GET',
        url: '/api/upload/credential?fileName=a.jpg&fileSize=10',
        headers: bearer(own),
      });
      expect(c.json().value.signing).toBe('client');
    } finally {
      await embedded.close();
    }
  });
});
