import SparkMD5 from 'spark-md5';
import { describe, expect, it } from 'vitest';
import { EMPTY_MD5 } from './constants';
import { FileHasher, isMd5Etag, md5OfBlob } from './file-hasher';
import { splitIntoParts } from './part-size';
import { bytes } from './testing/fixtures';

const md5 = (data: Uint8Array<ArrayBuffer>) => SparkMD5.ArrayBuffer.hash(data.buffer);

describe('FileHasher', () => {
  it('hashes each part and the whole file, reading in chunks smaller than a part', async () => {
    const data = bytes(1000, 7);
    const blob = new Blob([data]);
    const reads: number[] = [];
    const spy = new Proxy(blob, {
      get: (target, prop) =>
        prop === 'slice'
          ? (start: number, end: number) => {
              reads.push(end - start);
              return target.slice(start, end);
            }
          : Reflect.get(target, prop, target),
    });
    const parts = splitIntoParts(1000, 300);
    const hasher = new FileHasher(spy, parts, { readChunk: 128 });
    expect(await hasher.partMd5(4)).toBe(md5(data.slice(900, 1000)));
    expect(await hasher.partMd5(1)).toBe(md5(data.slice(0, 300)));
    expect(await hasher.fileMd5()).toBe(md5(data));
    expect(Math.max(...reads)).toBeLessThanOrEqual(128);
    expect(reads.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('gives the MD5 of nothing for an empty file', async () => {
    expect(await md5OfBlob(new Blob([]))).toBe(EMPTY_MD5);
    expect(await md5OfBlob(new Blob(['hello']))).toBe('5d41402abc4b2a76b9719d911017c592');
  });

  it('stops reading when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const hasher = new FileHasher(new Blob([bytes(10)]), splitIntoParts(10, 5), {
      signal: controller.signal,
    });
    await expect(hasher.fileMd5()).rejects.toMatchObject({ code: 'Aborted' });
    await expect(hasher.partMd5(2)).rejects.toMatchObject({ code: 'Aborted' });
  });

  it('tells MD5 ETags from multipart ones', () => {
    expect(isMd5Etag('"5d41402abc4b2a76b9719d911017c592"')).toBe(true);
    expect(isMd5Etag('"5d41402abc4b2a76b9719d911017c592-3"')).toBe(false);
  });
});
