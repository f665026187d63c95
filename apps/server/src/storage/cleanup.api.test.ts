import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { cleanupStaleUploads } from './cleanup';

const DAY = 24 * 3600 * 1000;

describe('stale multipart upload cleanup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('aborts unfinished uploads older than the configured age, and only those', async () => {
    const storage = t.app.deps.storage.objects;
    const oldId = await storage.createMultipart('stores/1/2026/11/00000000000000aa-old.mp4');
    const freshId = await storage.createMultipart('stores/1/2026/11/00000000000000bb-new.mp4');
    await storage.uploadPart('stores/1/2026/11/00000000000000aa-old.mp4', oldId, 1, Buffer.from('part'));
    // Backdate the first upload by two days, as if a browser had gone away then.
    const record = path.join(t.dataDir, 'multipart', oldId, 'upload.json');
    const upload = JSON.parse(fs.readFileSync(record, 'utf8'));
    fs.writeFileSync(
      record,
      JSON.stringify({ ...upload, initiated: new Date(Date.now() - 2 * DAY).toISOString() }),
    );

    const aborted = await cleanupStaleUploads(storage, t.app.deps.storage.staleUploadMs);
    expect(aborted).toEqual([{ key: 'stores/1/2026/11/00000000000000aa-old.mp4', uploadId: oldId }]);
    expect((await storage.listUploads('')).map((u) => u.uploadId)).toEqual([freshId]);
    expect(fs.existsSync(path.join(t.dataDir, 'multipart', oldId))).toBe(false);
    expect(await cleanupStaleUploads(storage, 0, { now: new Date(Date.now() + 1000) })).toHaveLength(1);
  });

  it('reads its age from UPLOAD_STALE_HOURS (24 by default)', () => {
    expect(t.app.deps.storage.staleUploadMs).toBe(DAY);
    expect(loadConfig({ UPLOAD_STALE_HOURS: '2' }).storage.staleUploadMs).toBe(2 * 3600 * 1000);
  });
});
