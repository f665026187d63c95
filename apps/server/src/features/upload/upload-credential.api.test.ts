import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../storage/test-support/sdk-client';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createUploadKit, samples, type UploadKit } from './upload-test-kit';

describe('GET /api/upload/credential', () => {
  let k: UploadKit;
  beforeAll(async () => {
    k = await createUploadKit();
  });
  afterAll(() => k.t.close());

  it('issues credentials for one server-made key of the selected store, valid 900 s', async () => {
    const storeId = k.me.storeIds[0];
    const c = await k.credential('Cover Photo.JPG', 1000);
    expect(c.storage.key).toMatch(
      new RegExp(`^stores/${storeId}/\\d{4}/\\d{2}/[0-9a-f]{16}-cover_photo\\.jpg$`),
    );
    expect(c.bucket).toEqual({ bucketName: 'merchant-uploads', region: 'us-east-1' });
    expect(c.storage).toMatchObject({
      endpoint: `http://${k.host}/storage`,
      objectUrl: `http://${k.host}/storage/merchant-uploads/${c.storage.key}`,
      prefix: `stores/${storeId}/`,
      forcePathStyle: true,
    });
    expect(c.credentials.expiredTime - c.credentials.startTime).toBe(900);
    expect(Math.abs(c.credentials.startTime - Date.now() / 1000)).toBeLessThan(5);
    expect(c).toMatchObject({ purpose: 'image', maxSize: 1000 });
    expect((await k.credential('Cover Photo.JPG', 1000)).storage.key).not.toBe(c.storage.key);
  });

  it('lets those credentials write that key and no other', async () => {
    const c = await k.credential('a.jpg', samples.jpeg.length);
    const client = k.clientFor(c);
    const Bucket = c.bucket.bucketName;
    expect(
      await codeOf(client.send(new PutObjectCommand({ Bucket, Key: c.storage.key, Body: samples.jpeg }))),
    ).toBe('no error');
    const sibling = c.storage.key.replace(/[0-9a-f]{16}-/, '0000000000000000-');
    expect(
      await codeOf(client.send(new PutObjectCommand({ Bucket, Key: sibling, Body: samples.jpeg }))),
    ).toBe('AccessDenied');
    expect(
      await codeOf(
        client.send(new PutObjectCommand({ Bucket, Key: 'stores/999/2026/11/x.jpg', Body: samples.jpeg })),
      ),
    ).toBe('AccessDenied');
  });

  it('refuses file types and sizes outside the purpose limits, with clear messages', async () => {
    const get = (q: string, lang = 'en') =>
      k.call('GET', `/api/upload/credential?${q}`, undefined, k.token, lang);
    const exe = await get('fileName=setup.exe&fileSize=10');
    expect(exe.statusCode).toBe(400);
    expect(exe.body.message).toMatch(/^This file type cannot be uploaded; allowed: images/);
    const big = await get(`fileName=a.png&fileSize=${20 * 1024 * 1024 + 1}`, 'zh');
    expect(big.body).toMatchObject({ code: Code.VALIDATION, message: '文件过大：此类文件不能超过20 MB' });
    expect((await get(`fileName=a.png&fileSize=${20 * 1024 * 1024}`)).body.code).toBe(Code.OK);
    expect((await get(`fileName=a.pdf&fileSize=${50 * 1024 * 1024 + 1}`, 'es')).body.message).toBe(
      'El archivo es demasiado grande: este tipo de archivo admite como máximo 50 MB',
    );
    expect((await get('fileName=clip.mp4&fileSize=5368709120')).body.code).toBe(Code.OK);
    expect((await get('fileName=clip.mp4&fileSize=5368709121')).body.message).toContain('5 GB');
    expect((await get('fileName=empty.jpg&fileSize=0')).body.message).toBe('The file is empty');
    expect((await get('fileName=a.jpg&fileSize=-1')).body.code).toBe(Code.VALIDATION);
    expect((await get('fileSize=10')).body.message).toContain('fileName');
  });

  it('renews credentials for an unreported key of the store, and refuses any other key', async () => {
    const first = await k.credential('video.mp4', 3000);
    const renewed = await k.credential('video.mp4', 3000, `&key=${encodeURIComponent(first.storage.key)}`);
    expect(renewed.storage.key).toBe(first.storage.key);
    expect(renewed.credentials.tmpSecretId).not.toBe(first.credentials.tmpSecretId);
    const other = await createMerchant(k.t.app.deps.db);
    const otherToken = await createSessionToken(k.t.app.deps.db, other.accountId, {
      storeId: other.storeIds[0],
    });
    const theirs = await k.credential('video.mp4', 3000, '', otherToken);
    const stolen = await k.call(
      'GET',
      `/api/upload/credential?fileName=video.mp4&fileSize=3000&key=${encodeURIComponent(theirs.storage.key)}`,
    );
    expect(stolen.body).toMatchObject({
      code: Code.FORBIDDEN,
      message: 'This file belongs neither to the selected store nor to your account',
    });
    const madeUp = await k.call(
      'GET',
      `/api/upload/credential?fileName=x.jpg&fileSize=1&key=stores/${k.me.storeIds[0]}/x.jpg`,
    );
    expect(madeUp.body.code).toBe(Code.FORBIDDEN);
    const renamed = await k.call(
      'GET',
      `/api/upload/credential?fileName=other.mp4&fileSize=3000&key=${encodeURIComponent(first.storage.key)}`,
    );
    expect(renamed.body.code).toBe(Code.VALIDATION);
  });

  it('needs a session, and a store the caller manages when one is selected', async () => {
    expect(
      (await k.call('GET', '/api/upload/credential?fileName=a.jpg&fileSize=1', undefined, '')).body.code,
    ).toBe(Code.NOT_SIGNED_IN);
    const other = await createMerchant(k.t.app.deps.db);
    const notManaged = await createSessionToken(k.t.app.deps.db, k.me.accountId, {
      storeId: other.storeIds[0],
    });
    const res = await k.call(
      'GET',
      '/api/upload/credential?fileName=a.jpg&fileSize=1',
      undefined,
      notManaged,
    );
    expect(res.body.code).toBe(Code.FORBIDDEN);
    // No store selected: the account's own scope (upload-account.api.test.ts).
    const noStore = await createSessionToken(k.t.app.deps.db, k.me.accountId, { storeId: null });
    expect((await k.credential('a.jpg', 1, '', noStore)).storage.prefix).toBe(`accounts/${k.me.accountId}/`);
  });
});
