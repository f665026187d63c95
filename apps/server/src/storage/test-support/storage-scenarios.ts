import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { copyObject } from '../copy-object';
import type { ObjectStorage } from '../object-storage';

export interface ScenarioTarget {
  /** The storage to use for calls that write `key` (one credential per key over HTTP). */
  storageFor: (key: string) => ObjectStorage;
  /** A fresh key under the prefix the target's credentials cover. */
  newKey: (name: string) => string;
  /** Whether complete checks part ETags and sizes and answers S3's md5-N ETag (s3rver: neither). */
  checksParts: boolean;
  /** ListParts, ListMultipartUploads and AbortMultipartUpload (s3rver has none of them). */
  listsUploads: boolean;
  /** Whether RestoreObject with its parameter is implemented (s3rver: no). */
  restores: boolean;
  /**
   * Whether reads answer the type storage vouches for rather than the uploader's (the
   * embedded store's /storage endpoints: a `.txt` key is never shown inline, so octet-stream).
   */
  servesSniffedTypes?: boolean;
}

const MB = 1024 * 1024;
const text = async (storage: ObjectStorage, key: string, range?: { start: number; end: number }) => {
  const { body } = await storage.get(key, range);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/**
 * The storage scenarios of spec §7 as one suite, run against every store: the embedded one
 * called directly, the embedded one through its HTTP endpoints with the AWS SDK, and s3rver
 * through the S3 module (also the AWS SDK). Each target says which calls it supports.
 */
export const defineStorageScenarios = (target: () => ScenarioTarget) => {
  it('puts, heads and reads an object, whole and by range', async () => {
    const { storageFor, newKey, servesSniffedTypes } = target();
    const key = newKey('hello.txt');
    const s = storageFor(key);
    const { etag } = await s.put(key, Buffer.from('hello world'), { contentType: 'text/plain' });
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const contentType = servesSniffedTypes ? 'application/octet-stream' : 'text/plain';
    expect(await s.head(key)).toMatchObject({ size: 11, etag, contentType });
    expect((await text(s, key)).toString()).toBe('hello world');
    expect((await text(s, key, { start: 6, end: 10 })).toString()).toBe('world');
    expect(await s.head(newKey('missing.txt'))).toBeNull();
  });

  it('uploads in parts and completes with the parts ETags', async () => {
    const { storageFor, newKey, checksParts } = target();
    const key = newKey('big.bin');
    const s = storageFor(key);
    const first = randomBytes(MB);
    const uploadId = await s.createMultipart(key, { contentType: 'application/octet-stream' });
    const p1 = await s.uploadPart(key, uploadId, 1, first);
    const p2 = await s.uploadPart(key, uploadId, 2, Buffer.from('tail'));
    const done = await s.completeMultipart(key, uploadId, [
      { partNumber: 1, etag: p1.etag },
      { partNumber: 2, etag: p2.etag },
    ]);
    // S3's multipart ETag is md5(part md5s)-N; s3rver simplifies it to the MD5 of the whole.
    expect(done.etag).toMatch(checksParts ? /^"[0-9a-f]{32}-2"$/ : /^"[0-9a-f]{32}"$/);
    expect((await s.head(key))?.size).toBe(MB + 4);
    expect((await text(s, key)).equals(Buffer.concat([first, Buffer.from('tail')]))).toBe(true);
  });

  it('refuses to complete with a wrong ETag (InvalidPart) or a small middle part (EntityTooSmall)', async (ctx) => {
    const { storageFor, newKey, checksParts } = target();
    if (!checksParts) return ctx.skip();
    const key = newKey('wrong.bin');
    const s = storageFor(key);
    const uploadId = await s.createMultipart(key);
    await s.uploadPart(key, uploadId, 1, Buffer.from('small'));
    const p2 = await s.uploadPart(key, uploadId, 2, Buffer.from('end'));
    await expect(
      s.completeMultipart(key, uploadId, [{ partNumber: 1, etag: `"${'0'.repeat(32)}"` }]),
    ).rejects.toMatchObject({ code: 'InvalidPart' });
    const p1 = (await s.uploadPart(key, uploadId, 1, Buffer.from('small'))).etag;
    await expect(
      s.completeMultipart(key, uploadId, [
        { partNumber: 1, etag: p1 },
        { partNumber: 2, etag: p2.etag },
      ]),
    ).rejects.toMatchObject({ code: 'EntityTooSmall' });
    expect(await s.head(key)).toBeNull();
  });

  it('copies in one step, and part by part (UploadPartCopy) above the single-copy limit', async () => {
    const { storageFor, newKey, checksParts } = target();
    const source = newKey('source.bin');
    const bytes = randomBytes(2 * MB + 123);
    await storageFor(source).put(source, bytes);
    const once = newKey('once.bin');
    expect(await copyObject(storageFor(once), source, once)).toMatchObject({ parts: 1 });
    expect((await text(storageFor(once), once)).equals(bytes)).toBe(true);
    const parted = newKey('parted.bin');
    const result = await copyObject(storageFor(parted), source, parted, {
      singleCopyLimit: MB,
      minPartSize: MB,
    });
    expect(result.parts).toBe(3);
    if (checksParts) expect(result.etag).toMatch(/-3"$/);
    expect((await text(storageFor(parted), parted)).equals(bytes)).toBe(true);
  });

  it('answers "{key} Not Exist" when the copy source is missing', async () => {
    const { storageFor, newKey } = target();
    const source = newKey('ghost.bin');
    const dest = newKey('dest.bin');
    await expect(copyObject(storageFor(dest), source, dest)).rejects.toMatchObject({
      code: 'NoSuchKey',
      message: `${source} Not Exist`,
    });
    await expect(storageFor(dest).copyOnce(source, dest)).rejects.toThrow(`${source} Not Exist`);
  });

  it('refuses a restore without its parameter: "missing param RestoreRequest"', async () => {
    const { storageFor, newKey, restores } = target();
    const key = newKey('cold.txt');
    const s = storageFor(key);
    await s.put(key, Buffer.from('cold'));
    await expect(s.restore(key)).rejects.toThrow('missing param RestoreRequest');
    if (restores) await expect(s.restore(key, { days: 1 })).resolves.toBeUndefined();
  });

  it('lists unfinished uploads and their parts, and aborts them', async (ctx) => {
    const { storageFor, newKey, listsUploads } = target();
    if (!listsUploads) return ctx.skip();
    const key = newKey('resume.bin');
    const s = storageFor(key);
    const uploadId = await s.createMultipart(key);
    const part = await s.uploadPart(key, uploadId, 1, randomBytes(1024));
    expect(await s.listParts(key, uploadId)).toEqual([
      { partNumber: 1, etag: part.etag, size: 1024, lastModified: expect.any(Date) },
    ]);
    expect((await s.listUploads(key)).map((u) => u.uploadId)).toEqual([uploadId]);
    await s.abort(key, uploadId);
    expect(await s.listUploads(key)).toEqual([]);
    await expect(s.listParts(key, uploadId)).rejects.toMatchObject({ code: 'NoSuchUpload' });
  });

  it('gives a signed GET URL that reads the object', async () => {
    const { storageFor, newKey } = target();
    const key = newKey('signed.txt');
    const s = storageFor(key);
    await s.put(key, Buffer.from('signed bytes'));
    const res = await fetch(await s.signedGetUrl(key));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed bytes');
  });
};
