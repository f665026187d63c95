import { createHash } from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createUploadKit, samples, type UploadKit } from './upload-test-kit';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

describe('POST /api/upload/report', () => {
  let k: UploadKit;
  beforeAll(async () => {
    k = await createUploadKit();
  });
  afterAll(() => k.t.close());

  const report = (body: object, token?: string, lang?: string) =>
    k.call('POST', '/api/upload/report', body, token, lang);

  it('records an uploaded file and answers its id and a signed URL that reads it', async () => {
    const c = await k.upload('Shop front.jpg', samples.jpeg, 'image/jpeg');
    const body = {
      key: c.storage.key,
      size: samples.jpeg.length,
      content_type: 'image/jpeg',
      file_name: 'Shop front.jpg',
      md5: md5(samples.jpeg),
    };
    const res = await report(body);
    expect(res.body.code).toBe(Code.OK);
    const file = res.body.value as { id: number; url: string; url_expired_time: number };
    expect(file).toMatchObject({
      id: expect.any(Number),
      key: c.storage.key,
      file_name: 'Shop front.jpg',
      size: samples.jpeg.length,
      content_type: 'image/jpeg',
      md5: md5(samples.jpeg),
      purpose: 'image',
    });
    expect(file.url_expired_time - Date.now() / 1000).toBeGreaterThan(890);
    const read = await fetch(file.url);
    expect(Buffer.from(await read.arrayBuffer()).equals(samples.jpeg)).toBe(true);
    // A retried report gets the same record; a credential for a recorded key is refused.
    expect(((await report(body)).body.value as { id: number }).id).toBe(file.id);
    const again = await k.call(
      'GET',
      `/api/upload/credential?fileName=Shop%20front.jpg&fileSize=10&key=${encodeURIComponent(c.storage.key)}`,
    );
    expect(again.body.code).toBe(Code.CONFLICT);
  });

  it('records a multipart upload, keeping the client checksum', async () => {
    const bytes = Buffer.concat([samples.mp4, Buffer.alloc(1024 * 1024, 9), Buffer.from('end')]);
    const c = await k.credential('lesson.mp4', bytes.length);
    const s3 = k.clientFor(c);
    const Bucket = c.bucket.bucketName;
    const Key = c.storage.key;
    const { UploadId } = await s3.send(
      new CreateMultipartUploadCommand({ Bucket, Key, ContentType: 'video/mp4' }),
    );
    const cut = 1024 * 1024;
    const p1 = await s3.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: bytes.subarray(0, cut) }),
    );
    const p2 = await s3.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 2, Body: bytes.subarray(cut) }),
    );
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: {
          Parts: [
            { PartNumber: 1, ETag: p1.ETag },
            { PartNumber: 2, ETag: p2.ETag },
          ],
        },
      }),
    );
    const res = await report({
      key: Key,
      size: bytes.length,
      content_type: 'video/mp4',
      file_name: 'lesson.mp4',
      md5: md5(bytes),
    });
    expect(res.body.value).toMatchObject({
      purpose: 'video',
      content_type: 'video/mp4',
      md5: md5(bytes),
      size: bytes.length,
    });
  });

  it('refuses a missing object, a wrong size and a wrong checksum', async () => {
    const c = await k.credential('never.png', samples.png.length);
    const base = {
      key: c.storage.key,
      size: samples.png.length,
      content_type: 'image/png',
      file_name: 'never.png',
    };
    const missing = await report(base, undefined, 'zh');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ code: Code.NOT_FOUND, message: '存储中未找到该文件，请重新上传' });
    await k
      .clientFor(c)
      .send(new PutObjectCommand({ Bucket: c.bucket.bucketName, Key: c.storage.key, Body: samples.png }));
    const wrongSize = await report({ ...base, size: 5 });
    expect(wrongSize.body).toMatchObject({
      code: Code.VALIDATION,
      message: `The stored file has ${samples.png.length} bytes, not 5; please upload it again`,
    });
    expect((await report({ ...base, md5: '0'.repeat(32) })).body.message).toBe(
      'The file checksum does not match; please upload it again',
    );
    expect((await report(base)).body.code).toBe(Code.OK);
  });

  it('checks the stored content against the purpose, deleting objects that can never be recorded', async () => {
    const fake = await k.upload('fake.jpg', samples.text, 'image/jpeg');
    const res = await report({
      key: fake.storage.key,
      size: samples.text.length,
      content_type: 'image/jpeg',
      file_name: 'fake.jpg',
    });
    expect(res.body).toMatchObject({
      code: Code.VALIDATION,
      message: 'The content of this file is not a valid .jpg file',
    });
    expect(await k.t.app.deps.storage.objects.head(fake.storage.key)).toBeNull();

    const pdf = await k.upload('menu.pdf', samples.pdf, 'application/pdf');
    const declared = {
      key: pdf.storage.key,
      size: samples.pdf.length,
      content_type: 'text/html',
      file_name: 'menu.pdf',
    };
    expect((await report(declared)).body.message).toMatch(/^This file type cannot be uploaded/);
    expect(await k.t.app.deps.storage.objects.head(pdf.storage.key)).not.toBeNull();
    const generic = await report({ ...declared, content_type: 'application/octet-stream' });
    expect(generic.body.value).toMatchObject({ content_type: 'application/pdf', purpose: 'document' });
  });

  it("refuses another store's key and keys the server did not make", async () => {
    const c = await k.upload('mine.png', samples.png, 'image/png');
    const other = await createMerchant(k.t.app.deps.db);
    const otherToken = await createSessionToken(k.t.app.deps.db, other.accountId, {
      storeId: other.storeIds[0],
    });
    const body = {
      key: c.storage.key,
      size: samples.png.length,
      content_type: 'image/png',
      file_name: 'mine.png',
    };
    expect((await report(body, otherToken)).body.code).toBe(Code.FORBIDDEN);
    expect((await report({ ...body, key: `stores/${k.me.storeIds[0]}/free-choice.png` })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await report({ ...body, size: -1 })).body.code).toBe(Code.VALIDATION);
  });
});
