import { randomBytes } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3/s3-storage';
import { defineStorageScenarios } from './test-support/storage-scenarios';

const newKey = (name: string) => `stores/1/2026/11/${randomBytes(8).toString('hex')}-${name}`;

describe('embedded store, called by the server directly', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  defineStorageScenarios(() => {
    const objects = t.app.deps.storage.objects;
    // Signed URLs must point at the port this test listens on.
    const storage: ObjectStorage = {
      ...objects,
      signedGetUrl: (key, o) => objects.signedGetUrl(key, { ...o, publicBase: `${base}/storage` }),
    };
    return { storageFor: () => storage, newKey, checksParts: true, listsUploads: true, restores: true };
  });
});

describe('embedded store, through its S3 endpoints with the AWS SDK and per-key credentials', () => {
  let t: TestApp;
  let endpoint: string;
  const clients = new Map<string, ObjectStorage>();
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/storage`;
  });
  afterAll(() => t.close());

  /** What the browser does: one credential per key, the SDK signing with it. */
  const storageFor = (key: string): ObjectStorage => {
    const known = clients.get(key);
    if (known) return known;
    const { storage } = t.app.deps;
    const issued = storage.issueCredentials({
      key,
      prefix: 'stores/1/',
      storeId: 1,
      accountId: 1,
      maxSize: 64 * 1024 * 1024,
    });
    const client = new S3Client({
      region: storage.objects.region,
      endpoint,
      forcePathStyle: true,
      credentials: async () => {
        const c = await issued;
        return { accessKeyId: c.tmpSecretId, secretAccessKey: c.tmpSecretKey, sessionToken: c.sessionToken };
      },
    });
    const s3 = createS3Storage(
      { bucket: storage.objects.bucket, region: storage.objects.region, endpoint, forcePathStyle: true },
      client,
    );
    clients.set(key, s3);
    return s3;
  };

  defineStorageScenarios(() => ({
    storageFor,
    newKey,
    checksParts: true,
    listsUploads: true,
    restores: true,
    servesSniffedTypes: true,
  }));
});
