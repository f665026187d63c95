import { randomBytes } from 'node:crypto';
import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMerchant, createSessionToken } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { S3RVER_KEY, startS3rver } from './test-support/s3rver';
import { defineStorageScenarios } from './test-support/storage-scenarios';

/**
 * The same scenarios against s3rver, an independent S3 implementation, through the storage
 * module in S3 mode (STORAGE=s3; the AWS SDK v3 underneath). s3rver has no ListParts,
 * ListMultipartUploads, AbortMultipartUpload or RestoreObject and does not check part ETags
 * or sizes at complete: those scenarios are skipped here and run against the embedded store.
 */
describe('S3 mode against s3rver', () => {
  let t: TestApp;
  let s3rver: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3rver = await startS3rver('merchant-uploads');
    t = await createTestApp({
      env: s3rver.serverEnv,
    });
  });
  afterAll(async () => {
    await t.close();
    await s3rver.close();
  });

  defineStorageScenarios(() => ({
    storageFor: () => t.app.deps.storage.objects,
    newKey: (name) => `stores/1/2026/11/${randomBytes(8).toString('hex')}-${name}`,
    checksParts: false,
    listsUploads: false,
    restores: false,
  }));

  it('never hands out the server key: server signing by default, -503 for STS without S3_ROLE_ARN', async () => {
    const me = await createMerchant(t.app.deps.db);
    const token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
    const url = '/api/upload/credential?fileName=a.jpg&fileSize=10';
    const presign = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(presign.json().value).toMatchObject({
      signing: 'server',
      credentials: { tmpSecretId: '', tmpSecretKey: '', sessionToken: '' },
    });
    expect(JSON.stringify(presign.json())).not.toContain(S3RVER_KEY);

    const sts = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: s3rver.endpoint,
        S3_BROWSER_ACCESS: 'sts',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 'k',
      },
    });
    try {
      const m = await createMerchant(sts.app.deps.db);
      const own = await createSessionToken(sts.app.deps.db, m.accountId, { storeId: m.storeIds[0] });
      const res = await sts.app.inject({ method: 'GET', url, headers: bearer(own) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: Code.UNAVAILABLE,
        message: 'Uploads are not configured on this server',
      });
    } finally {
      await sts.close();
    }
  });

  it('checks and records a reported object stored in S3', async () => {
    const me = await createMerchant(t.app.deps.db);
    const token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
    const key = `stores/${me.storeIds[0]}/2026/11/0123456789abcdef-doc.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n% a document\n');
    await t.app.deps.storage.objects.put(key, pdf, { contentType: 'application/pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/report',
      headers: bearer(token),
      payload: { key, size: pdf.length, content_type: 'application/pdf', file_name: 'doc.pdf' },
    });
    const value = res.json().value;
    expect(value).toMatchObject({ key, purpose: 'document', content_type: 'application/pdf' });
    expect(await (await fetch(value.url)).text()).toBe(pdf.toString());
  });

  it('signs the recorded type and disposition into GET URLs, whatever type the object was put with', async () => {
    const me = await createMerchant(t.app.deps.db);
    const token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
    const key = `stores/${me.storeIds[0]}/2026/11/0123456789abcdef-photo.png`;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const disguised = Buffer.concat([png, Buffer.from('<script>document.title="pwned"</script>')]);
    await t.app.deps.storage.objects.put(key, disguised, { contentType: 'text/html' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/report',
      headers: bearer(token),
      payload: { key, size: disguised.length, content_type: 'image/png', file_name: 'photo.png' },
    });
    const file = res.json().value;
    expect(file.content_type).toBe('image/png');
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/upload/files/${file.id}/url`,
      headers: bearer(token),
    });
    for (const url of [file.url as string, fresh.json().value.url as string]) {
      expect(new URL(url).searchParams.get('response-content-type')).toBe('image/png');
      const read = await fetch(url);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/png');
      expect(read.headers.get('content-disposition')).toBe('inline');
    }
    // Tampering with the override breaks the signature.
    const forged = new URL(file.url);
    forged.searchParams.set('response-content-type', 'text/html');
    expect((await fetch(forged)).status).toBe(403);
    // Without a recorded type (never reported): a download.
    const unrecorded = await fetch(await t.app.deps.storage.objects.signedGetUrl(key));
    expect(unrecorded.headers.get('content-type')).toBe('application/octet-stream');
    expect(unrecorded.headers.get('content-disposition')).toBe('attachment');
  });
});
