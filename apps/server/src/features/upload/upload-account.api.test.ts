import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, sdkClient } from '../../storage/test-support/sdk-client';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createUploadKit, samples, type UploadKit } from './upload-test-kit';

interface FileValue {
  id: number;
  key: string;
  fileName: string;
  url: string;
}
interface FilePage {
  content: FileValue[];
  total: number;
}

/**
 * Uploads of an account with no store selected (a new merchant's qualification photos):
 * keys, credentials, report and media library scoped to `accounts/{accountId}/`.
 */
describe('uploads without a selected store: the account scope', () => {
  let k: UploadKit;
  let newcomer: { accountId: number; token: string };
  beforeAll(async () => {
    k = await createUploadKit();
    const m = await createMerchant(k.t.app.deps.db, { stores: 0 });
    newcomer = { accountId: m.accountId, token: await createSessionToken(k.t.app.deps.db, m.accountId) };
  });
  afterAll(() => k.t.close());

  it('issues credentials for a key under the account prefix', async () => {
    const c = await k.credential('ID card front.jpg', 1000, '', newcomer.token);
    const prefix = `accounts/${newcomer.accountId}/`;
    expect(c.storage.key).toMatch(
      new RegExp(`^accounts/${newcomer.accountId}/\\d{4}/\\d{2}/[0-9a-f]{16}-id_card_front\\.jpg$`),
    );
    expect(c.storage).toMatchObject({
      prefix,
      objectUrl: `http://${k.host}/storage/merchant-uploads/${c.storage.key}`,
    });
    expect(c.credentials.expiredTime - c.credentials.startTime).toBe(900);
    // A merchant who manages stores but has none selected works on the account too.
    const noStore = await createSessionToken(k.t.app.deps.db, k.me.accountId, { storeId: null });
    expect((await k.credential('a.jpg', 10, '', noStore)).storage.prefix).toBe(`accounts/${k.me.accountId}/`);
  });

  it('scopes the credential to the key, and listing and abort to the account prefix', async () => {
    const c = await k.credential('licence.pdf', samples.pdf.length, '', newcomer.token);
    const client = k.clientFor(c);
    const Bucket = c.bucket.bucketName;
    const put = (Key: string) =>
      codeOf(client.send(new PutObjectCommand({ Bucket, Key, Body: samples.pdf })));
    expect(await put(c.storage.key)).toBe('no error');
    expect(await put(c.storage.key.replace(/[0-9a-f]{16}-/, '0000000000000000-'))).toBe('AccessDenied');
    const other = await k.credential('x.pdf', 10, '', k.token);
    expect(await put(other.storage.key)).toBe('AccessDenied');
    expect(await put(`accounts/${newcomer.accountId + 1}/2026/11/0000000000000000-x.pdf`)).toBe(
      'AccessDenied',
    );
    const list = (Prefix: string) => codeOf(client.send(new ListMultipartUploadsCommand({ Bucket, Prefix })));
    expect(await list(c.storage.prefix)).toBe('no error');
    expect(await list('accounts/')).toBe('AccessDenied');
    expect(await list(`stores/${k.me.storeIds[0]}/`)).toBe('AccessDenied');
    // Another account's or a store's objects cannot be read with it.
    const storeFile = await k.uploadAndReport('s.jpg', samples.jpeg, 'image/jpeg');
    expect(await codeOf(client.send(new GetObjectCommand({ Bucket, Key: storeFile.key })))).toBe(
      'AccessDenied',
    );
  });

  it('records the file without a store, and lists, signs and deletes it for the account only', async () => {
    const file = await k.uploadAndReport('Front.jpg', samples.jpeg, 'image/jpeg', newcomer.token);
    expect(file.key.startsWith(`accounts/${newcomer.accountId}/`)).toBe(true);
    const row = await k.t.app.deps.db
      .selectFrom('uploaded_files')
      .select(['store_id', 'account_id'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ store_id: null, account_id: newcomer.accountId });
    expect(Buffer.from(await (await fetch(file.url)).arrayBuffer()).equals(samples.jpeg)).toBe(true);

    const mine = (await k.call('POST', '/api/upload/files', {}, newcomer.token)).body.value as FilePage;
    expect(mine.content.map((f) => f.id)).toContain(file.id);
    expect(mine.content.every((f) => f.key.startsWith(`accounts/${newcomer.accountId}/`))).toBe(true);
    const url = await k.call('GET', `/api/upload/files/${file.id}/url`, undefined, newcomer.token);
    const signed = url.body.value as { url: string };
    expect(Buffer.from(await (await fetch(signed.url)).arrayBuffer()).equals(samples.jpeg)).toBe(true);

    // A store's library does not show account files, nor can another account reach them.
    const storeList = (await k.call('POST', '/api/upload/files', {})).body.value as FilePage;
    expect(storeList.content.map((f) => f.id)).not.toContain(file.id);
    const stranger = await createMerchant(k.t.app.deps.db, { stores: 0 });
    const strangerToken = await createSessionToken(k.t.app.deps.db, stranger.accountId);
    expect(
      ((await k.call('POST', '/api/upload/files', {}, strangerToken)).body.value as FilePage).total,
    ).toBe(0);
    for (const token of [strangerToken, k.token]) {
      expect((await k.call('GET', `/api/upload/files/${file.id}/url`, undefined, token)).body.code).toBe(
        Code.NOT_FOUND,
      );
      expect((await k.call('DELETE', `/api/upload/files/${file.id}`, undefined, token)).body.code).toBe(
        Code.NOT_FOUND,
      );
    }
    // Nor report it, nor renew its key.
    const body = {
      key: file.key,
      size: samples.jpeg.length,
      content_type: 'image/jpeg',
      file_name: 'Front.jpg',
    };
    expect((await k.call('POST', '/api/upload/report', body, strangerToken)).body).toMatchObject({
      code: Code.FORBIDDEN,
      message: 'This file belongs neither to the selected store nor to your account',
    });

    expect(
      (await k.call('DELETE', `/api/upload/files/${file.id}`, undefined, newcomer.token)).body.code,
    ).toBe(Code.OK);
    expect(await k.t.app.deps.storage.objects.head(file.key)).toBeNull();
  });

  it('keeps a store key out of the account scope', async () => {
    const storeKey = (await k.upload('s.jpg', samples.jpeg, 'image/jpeg')).storage.key;
    const body = { key: storeKey, size: samples.jpeg.length, content_type: 'image/jpeg', file_name: 's.jpg' };
    const noStore = await createSessionToken(k.t.app.deps.db, k.me.accountId, { storeId: null });
    expect((await k.call('POST', '/api/upload/report', body, noStore)).body.code).toBe(Code.FORBIDDEN);
    const renew = await k.call(
      'GET',
      `/api/upload/credential?fileName=s.jpg&fileSize=10&key=${encodeURIComponent(storeKey)}`,
      undefined,
      noStore,
    );
    expect(renew.body.code).toBe(Code.FORBIDDEN);
  });

  it("finishes an account upload after the merchant's session was put on a store (claim approved)", async () => {
    const m = await createMerchant(k.t.app.deps.db, { stores: 1 });
    const token = await createSessionToken(k.t.app.deps.db, m.accountId);
    const c = await k.credential('licence.jpg', samples.jpeg.length, '', token);
    // The approval puts the merchant's storeless sessions on the store (review.service).
    await k.t.app.deps.db
      .updateTable('sessions')
      .set({ store_id: m.storeIds[0] as number })
      .where('account_id', '=', m.accountId)
      .execute();
    const renewed = await k.credential(
      'licence.jpg',
      samples.jpeg.length,
      `&key=${encodeURIComponent(c.storage.key)}`,
      token,
    );
    expect(renewed.storage).toMatchObject({ key: c.storage.key, prefix: `accounts/${m.accountId}/` });
    await k
      .clientFor(renewed)
      .send(new PutObjectCommand({ Bucket: c.bucket.bucketName, Key: c.storage.key, Body: samples.jpeg }));
    const res = await k.call(
      'POST',
      '/api/upload/report',
      { key: c.storage.key, size: samples.jpeg.length, content_type: 'image/jpeg', file_name: 'licence.jpg' },
      token,
    );
    expect(res.body.code).toBe(Code.OK);
    const row = await k.t.app.deps.db
      .selectFrom('uploaded_files')
      .select('store_id')
      .where('key', '=', c.storage.key)
      .executeTakeFirstOrThrow();
    expect(row.store_id).toBeNull();
  });
});

describe('GET /api/upload/credential/abort', () => {
  let k: UploadKit;
  beforeAll(async () => {
    k = await createUploadKit();
  });
  afterAll(() => k.t.close());

  it('lists and aborts unfinished uploads under the prefix, and can do nothing else', async () => {
    const upload = await k.credential('clip.mp4', 5000);
    const Bucket = upload.bucket.bucketName;
    const uploader = k.clientFor(upload);
    const { UploadId } = await uploader.send(
      new CreateMultipartUploadCommand({ Bucket, Key: upload.storage.key }),
    );
    const res = await k.call('GET', '/api/upload/credential/abort');
    expect(res.body.code).toBe(Code.OK);
    const c = res.body.value as unknown as {
      bucket: { bucketName: string; region: string };
      storage: { endpoint: string; bucketUrl: string; forcePathStyle: boolean; prefix: string };
      credentials: {
        tmpSecretId: string;
        tmpSecretKey: string;
        sessionToken: string;
        startTime: number;
        expiredTime: number;
      };
    };
    expect(c.storage).toEqual({
      endpoint: `http://${k.host}/storage`,
      bucketUrl: `http://${k.host}/storage/merchant-uploads`,
      forcePathStyle: true,
      prefix: `stores/${k.me.storeIds[0]}/`,
    });
    expect(c.credentials.expiredTime - c.credentials.startTime).toBe(900);
    const client = sdkClient(c.storage.endpoint, c.credentials, c.bucket.region);
    const listed = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: c.storage.prefix }));
    expect(listed.Uploads?.map((u) => u.UploadId)).toEqual([UploadId]);
    expect(await codeOf(client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'stores/' })))).toBe(
      'AccessDenied',
    );
    // No key: no writing, no reading, not even of the prefix's objects.
    const done = await k.uploadAndReport('p.jpg', samples.jpeg, 'image/jpeg');
    expect(await codeOf(client.send(new GetObjectCommand({ Bucket, Key: done.key })))).toBe('AccessDenied');
    expect(
      await codeOf(client.send(new PutObjectCommand({ Bucket, Key: upload.storage.key, Body: 'x' }))),
    ).toBe('AccessDenied');
    expect(
      await codeOf(client.send(new CreateMultipartUploadCommand({ Bucket, Key: upload.storage.key }))),
    ).toBe('AccessDenied');
    expect(
      await codeOf(
        client.send(
          new AbortMultipartUploadCommand({
            Bucket,
            Key: 'stores/99999/2026/11/0000000000000000-a.mp4',
            UploadId,
          }),
        ),
      ),
    ).toBe('AccessDenied');
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.storage.key, UploadId }));
    expect(await k.t.app.deps.storage.objects.listUploads(c.storage.prefix)).toEqual([]);
  });

  it('covers the account prefix without a selected store, and needs a session', async () => {
    const m = await createMerchant(k.t.app.deps.db, { stores: 0 });
    const token = await createSessionToken(k.t.app.deps.db, m.accountId);
    const res = await k.call('GET', '/api/upload/credential/abort', undefined, token);
    expect((res.body.value as unknown as { storage: { prefix: string } }).storage.prefix).toBe(
      `accounts/${m.accountId}/`,
    );
    expect((await k.call('GET', '/api/upload/credential/abort', undefined, '')).body.code).toBe(
      Code.NOT_SIGNED_IN,
    );
  });
});
