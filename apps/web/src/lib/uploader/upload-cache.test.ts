import { describe, expect, it } from 'vitest';
import {
  fileCacheId,
  type KeyValueStorage,
  memoryStorage,
  UPLOAD_CACHE_STORAGE_KEY,
  UploadIdCache,
} from './upload-cache';

const HOUR = 3600_000;
const file = (name: string, size = 100, lastModified = 1) => ({ name, size, lastModified });
const upload = (n: number) => ({ key: `stores/1/${n}`, uploadId: `u${n}`, partSize: 1024 });

const setup = (options: { limit?: number; maxAgeMs?: number } = {}) => {
  let now = 1_000_000;
  const storage = memoryStorage();
  const cache = new UploadIdCache({ storage, now: () => now, ...options });
  return { cache, storage, tick: (ms: number) => (now += ms) };
};

describe('UploadIdCache', () => {
  it('finds an entry by the file identity and target only', () => {
    const { cache } = setup();
    cache.save(file('a.mp4'), 'store:1', upload(1));
    expect(cache.find(file('a.mp4'), 'store:1')?.uploadId).toBe('u1');
    expect(cache.find(file('a.mp4'), 'store:2')).toBeUndefined();
    expect(cache.find(file('a.mp4', 101), 'store:1')).toBeUndefined();
    expect(cache.find(file('a.mp4', 100, 2), 'store:1')).toBeUndefined();
    expect(cache.find(file('b.mp4'), 'store:1')).toBeUndefined();
  });

  it('keeps one entry per file and target, replaced by the latest upload', () => {
    const { cache } = setup();
    cache.save(file('a.mp4'), 't', upload(1));
    cache.save(file('a.mp4'), 't', upload(2));
    expect(cache.list()).toHaveLength(1);
    expect(cache.find(file('a.mp4'), 't')?.uploadId).toBe('u2');
  });

  it('holds at most 50 entries by default and drops the least recently used', () => {
    const { cache, tick } = setup();
    for (let n = 1; n <= 51; n += 1) {
      cache.save(file(`${n}.mp4`), 't', upload(n));
      tick(1);
    }
    const ids = cache.list().map((entry) => entry.uploadId);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('u2');
    expect(ids.at(-1)).toBe('u51');
  });

  it('takes the limit as an option; saving again makes an entry the newest', () => {
    const { cache, tick } = setup({ limit: 2 });
    cache.save(file('a'), 't', upload(1));
    tick(1);
    cache.save(file('b'), 't', upload(2));
    tick(1);
    cache.save(file('a'), 't', upload(3));
    tick(1);
    cache.save(file('c'), 't', upload(4));
    expect(cache.list().map((entry) => entry.fileName)).toEqual(['a', 'c']);
  });

  it('drops entries older than the storage keeps unfinished uploads (24 h by default)', () => {
    const { cache, tick } = setup();
    cache.save(file('old'), 't', upload(1));
    tick(23 * HOUR);
    cache.save(file('new'), 't', upload(2));
    expect(cache.list()).toHaveLength(2);
    tick(HOUR);
    expect(cache.list().map((entry) => entry.fileName)).toEqual(['new']);
    expect(cache.find(file('old'), 't')).toBeUndefined();
  });

  it('measures age from the start of the upload, not the last use', () => {
    const { cache, tick } = setup({ maxAgeMs: 10 * HOUR });
    const first = cache.save(file('a'), 't', upload(1));
    tick(9 * HOUR);
    cache.save(file('a'), 't', { ...upload(1), createdAt: first.createdAt });
    tick(2 * HOUR);
    expect(cache.list()).toHaveLength(0);
  });

  it('removes by file or by upload id and lists per target', () => {
    const { cache } = setup();
    cache.save(file('a'), 't1', upload(1));
    cache.save(file('b'), 't2', upload(2));
    cache.save(file('c'), 't2', upload(3));
    expect(cache.list('t2').map((entry) => entry.fileName)).toEqual(['b', 'c']);
    cache.remove(fileCacheId(file('a'), 't1'));
    cache.removeUpload('u2');
    expect(cache.list().map((entry) => entry.fileName)).toEqual(['c']);
  });

  it('survives garbage in storage and a storage that is full', () => {
    const storage = memoryStorage();
    storage.setItem(UPLOAD_CACHE_STORAGE_KEY, '{not json');
    expect(new UploadIdCache({ storage }).list()).toEqual([]);
    storage.setItem(UPLOAD_CACHE_STORAGE_KEY, JSON.stringify([{ id: 1 }, null, 'x']));
    expect(new UploadIdCache({ storage }).list()).toEqual([]);

    let now = 0;
    const inner = memoryStorage();
    const tiny: KeyValueStorage = {
      ...inner,
      setItem: (key, value) => {
        if (value.length > 700) throw new Error('QuotaExceededError');
        inner.setItem(key, value);
      },
    };
    const cache = new UploadIdCache({ storage: tiny, now: () => (now += 1) });
    for (let n = 1; n <= 5; n += 1) cache.save(file(`${n}`), 't', upload(n));
    const names = cache.list().map((entry) => entry.fileName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.at(-1)).toBe('5');
  });

  it('persists across instances (a page reload)', () => {
    const storage = memoryStorage();
    new UploadIdCache({ storage }).save(file('a'), 't', upload(1));
    expect(new UploadIdCache({ storage }).find(file('a'), 't')?.key).toBe('stores/1/1');
  });
});
