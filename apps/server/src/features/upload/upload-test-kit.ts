import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { UploadCredential } from '@merchant/shared';
import { sdkClient } from '../../storage/test-support/sdk-client';
import { bearer, createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** First bytes of each accepted kind, padded: enough for the report's sniffing. */
export const samples = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 2)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 3)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100, 4)]),
  text: Buffer.from('this is not an image at all, just text'),
};

export interface UploadKit {
  t: TestApp;
  me: MerchantFixture;
  token: string;
  /** The host the test app listens on: credentials then point at it. */
  host: string;
  call: (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
    lang?: string,
  ) => Promise<{
    statusCode: number;
    body: { code: number; message: string; value: never };
  }>;
  credential: (
    fileName: string,
    fileSize: number,
    extra?: string,
    token?: string,
  ) => Promise<UploadCredential>;
  clientFor: (c: UploadCredential) => S3Client;
  /** What the browser does: credential, then PUT the bytes with it. */
  upload: (fileName: string, bytes: Buffer, contentType: string, token?: string) => Promise<UploadCredential>;
  /** upload, then report: the recorded file. */
  uploadAndReport: (
    fileName: string,
    bytes: Buffer,
    contentType: string,
    token?: string,
  ) => Promise<{ id: number; key: string; url: string }>;
}

/** A listening test app with a merchant signed in on its store, and the upload steps. */
export const createUploadKit = async (): Promise<UploadKit> => {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const host = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const me = await createMerchant(t.app.deps.db);
  const token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
  const call: UploadKit['call'] = async (method, url, payload, asToken = token, lang = 'en') => {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...(asToken ? bearer(asToken) : {}), host, cookie: `language=${lang}` },
    });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const credential: UploadKit['credential'] = async (fileName, fileSize, extra = '', asToken = token) => {
    const q = `fileName=${encodeURIComponent(fileName)}&fileSize=${fileSize}${extra}`;
    const { body } = await call('GET', `/api/upload/credential?${q}`, undefined, asToken);
    if (body.code !== 0) throw new Error(`credential refused: ${body.message}`);
    return body.value;
  };
  const clientFor = (c: UploadCredential) => sdkClient(c.storage.endpoint, c.credentials, c.bucket.region);
  const upload: UploadKit['upload'] = async (fileName, bytes, contentType, asToken = token) => {
    const c = await credential(fileName, bytes.length, '', asToken);
    await clientFor(c).send(
      new PutObjectCommand({
        Bucket: c.bucket.bucketName,
        Key: c.storage.key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
    return c;
  };
  const uploadAndReport: UploadKit['uploadAndReport'] = async (
    fileName,
    bytes,
    contentType,
    asToken = token,
  ) => {
    const c = await upload(fileName, bytes, contentType, asToken);
    const { body } = await call(
      'POST',
      '/api/upload/report',
      { key: c.storage.key, size: bytes.length, content_type: contentType, file_name: fileName },
      asToken,
    );
    if (body.code !== 0) throw new Error(`report refused: ${body.message}`);
    return body.value;
  };
  return { t, me, token, host, call, credential, clientFor, upload, uploadAndReport };
};
