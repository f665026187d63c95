import SparkMD5 from 'spark-md5';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_MD5, MB } from './constants';
import { FakeApi } from './testing/fake-api';
import { FakeS3, md5Hex } from './testing/fake-s3';
import { bytes, fileOf } from './testing/fixtures';
import { ManualTimers } from './testing/manual-timers';
import { memoryStorage, UploadIdCache } from './upload-cache';
import { Uploader, type UploaderOptions } from './uploader';

type Options = Partial<UploaderOptions<unknown>>;

const setup = (
  options: Options = {},
  shared?: { s3?: FakeS3; api?: FakeApi; storage?: ReturnType<typeof memoryStorage> },
) => {
  const s3 = shared?.s3 ?? new FakeS3();
  const api = shared?.api ?? new FakeApi();
  const cache = new UploadIdCache({ storage: shared?.storage ?? memoryStorage() });
  const uploader = new Uploader({
    api,
    target: 'store:1/video',
    transport: s3.transport,
    cache,
    sliceSize: 2 * MB,
    retryDelay: () => 0,
    ...options,
  });
  return { s3, api, cache, uploader };
};

const settledStates = ['success', 'error', 'paused', 'canceled'];
const settle = async (uploader: Uploader<unknown>) =>
  vi.waitFor(
    () => {
      const snapshots = uploader.getSnapshot();
      expect(snapshots.every((s) => settledStates.includes(s.state))).toBe(true);
    },
    { timeout: 5000, interval: 2 },
  );

const md5 = (data: Uint8Array<ArrayBuffer>) => SparkMD5.ArrayBuffer.hash(data.buffer);
const partPuts = (s3: FakeS3) => s3.requests('PUT', 'partNumber').map((r) => Number(r.query.partNumber));

/** Holds matching requests until released. */
const gate = (s3: FakeS3, match: (r: { method: string; query: Record<string, string> }) => boolean) => {
  const waiting: Array<() => void> = [];
  let open = false;
  s3.delay = (r) =>
    open || !match(r) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  return {
    get held() {
      return waiting.length;
    },
    release: () => {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
};

describe('how a file goes up', () => {
  it('a small file: one put, then the report with key, size, type, MD5 and name', async () => {
    const { uploader, s3, api } = setup();
    const file = fileOf(1000, 'a.mp4');
    uploader.add(file);
    await settle(uploader);
    const [snapshot] = uploader.getSnapshot();
    expect(snapshot?.state).toBe('success');
    expect(s3.requests('PUT')).toHaveLength(1);
    expect(s3.requests('POST', 'uploads')).toHaveLength(0);
    const key = api.reports[0]!.key;
    expect([...s3.objects.get(key)!.data]).toEqual([...bytes(1000)]);
    expect(api.reports).toEqual([
      { id: 1, key, size: 1000, content_type: 'video/mp4', md5: md5(bytes(1000)), file_name: 'a.mp4' },
    ]);
    expect(snapshot?.result).toEqual(api.reports[0]);
    expect(snapshot?.progress).toMatchObject({ loaded: 1000, total: 1000, percent: 100 });
  });

  it('an empty file: put directly with no body', async () => {
    const { uploader, s3, api } = setup();
    uploader.add(fileOf(0, 'empty.pdf'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(s3.requests('PUT')).toHaveLength(1);
    expect(api.reports[0]?.md5).toBe(EMPTY_MD5);
    expect(s3.objects.get(api.reports[0]!.key)?.data.byteLength).toBe(0);
  });

  it('a file of the slice size or more: multipart in 1 MB parts, completed in order', async () => {
    const { uploader, s3, api, cache } = setup();
    const size = 5 * MB + 123;
    uploader.add(fileOf(size, 'big.mp4', 3));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(partPuts(s3).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const stored = s3.objects.get(api.reports[0]!.key)!.data;
    expect(md5Hex(stored)).toBe(md5(bytes(size, 3)));
    expect(api.reports[0]!.md5).toBe(md5(bytes(size, 3)));
    // Finished: nothing left to resume.
    expect(cache.list()).toEqual([]);
    expect(s3.uploads.size).toBe(0);
  });
});

describe('parallelism', () => {
  it('sends 3 parts at a time by default', async () => {
    const { uploader, s3 } = setup();
    const held = gate(s3, (r) => r.method === 'PUT');
    uploader.add(fileOf(8 * MB, 'big.mp4'));
    await vi.waitFor(() => expect(held.held).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.held).toBe(3);
    held.release();
    await settle(uploader);
    expect(s3.peakInFlight).toBe(3);
  });

  it('takes the part parallelism as an option, capped at 256', async () => {
    const five = setup({ chunkParallelLimit: 5 });
    const held = gate(five.s3, (r) => r.method === 'PUT');
    five.uploader.add(fileOf(8 * MB, 'big.mp4'));
    await vi.waitFor(() => expect(held.held).toBe(5));
    held.release();
    await settle(five.uploader);
    expect(setup({ chunkParallelLimit: 1000 }).uploader.effectiveOptions.chunkParallelLimit).toBe(256);
    expect(setup({ chunkParallelLimit: 0 }).uploader.effectiveOptions.chunkParallelLimit).toBe(1);
  });

  it('runs 3 files at a time; the others wait their turn', async () => {
    const { uploader, s3, api } = setup();
    const held = gate(s3, (r) => r.method === 'PUT');
    uploader.add([1, 2, 3, 4, 5].map((n) => fileOf(100, `f${n}.mp4`, n)));
    await vi.waitFor(() => expect(held.held).toBe(3));
    expect(uploader.getSnapshot().map((s) => s.state)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'waiting',
      'waiting',
    ]);
    held.release();
    await settle(uploader);
    expect(api.reports).toHaveLength(5);
  });
});

describe('retries', () => {
  it('retries a failed part 3 times and succeeds', async () => {
    const { uploader, s3 } = setup();
    s3.fail((r) => r.query.partNumber === '2', { status: 500, code: 'InternalError' }, 2);
    s3.fail((r) => r.query.partNumber === '3', 'network', 3);
    uploader.add(fileOf(3 * MB, 'big.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    const sent = partPuts(s3);
    expect(sent.filter((n) => n === 2)).toHaveLength(3);
    expect(sent.filter((n) => n === 3)).toHaveLength(4);
  });

  it('fails after the 4th failed attempt; retry resumes and re-sends only the missing part', async () => {
    const { uploader, s3, api } = setup();
    s3.fail((r) => r.query.partNumber === '2', { status: 503, code: 'SlowDown', message: 'slow down' }, 4);
    const [id] = uploader.add(fileOf(3 * MB, 'big.mp4'));
    await settle(uploader);
    const failed = uploader.getSnapshot()[0]!;
    expect(failed.state).toBe('error');
    expect(failed.error).toEqual({ code: 'SlowDown', message: 'slow down' });
    expect(partPuts(s3).filter((n) => n === 2)).toHaveLength(4);
    const before = partPuts(s3).length;
    uploader.retry(id!);
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(partPuts(s3).slice(before)).toEqual([2]);
    expect(uploader.getSnapshot()[0]?.resumedBytes).toBe(2 * MB);
    expect(api.reports).toHaveLength(1);
  });

  it('does not retry a hidden ETag and says how to fix it', async () => {
    const { uploader, s3 } = setup();
    s3.hideEtag = true;
    uploader.add(fileOf(100, 'a.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.error).toEqual({
      code: 'ETagNotExposed',
      message: 'get ETag error, please add "ETag" to CORS ExposeHeader setting.',
    });
    expect(s3.requests('PUT')).toHaveLength(1);
  });

  it('re-sends a part whose ETag does not match the local slice', async () => {
    const { uploader, s3 } = setup();
    const original = s3.transport;
    let damaged = false;
    const transport: typeof original = async (request) => {
      const response = await original(request);
      if (!damaged && request.url.includes('partNumber=1')) {
        damaged = true;
        return {
          ...response,
          header: (name) => (name === 'ETag' ? `"${'0'.repeat(32)}"` : response.header(name)),
        };
      }
      return response;
    };
    const local = setup({ transport }, { s3 });
    local.uploader.add(fileOf(3 * MB, 'big.mp4'));
    await settle(local.uploader);
    expect(local.uploader.getSnapshot()[0]?.state).toBe('success');
    expect(partPuts(s3).filter((n) => n === 1)).toHaveLength(2);
    void uploader;
  });

  it('renews an expired token for the same key and goes on', async () => {
    const { uploader, s3, api } = setup();
    s3.fail((r) => r.query.partNumber === '2', { status: 400, code: 'ExpiredToken', message: 'expired' }, 1);
    uploader.add(fileOf(3 * MB, 'big.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    const key = api.reports[0]!.key;
    expect(api.credentialCalls.filter((c) => c.key === key).length).toBeGreaterThanOrEqual(1);
  });

  it('renews a credential that is about to expire before using it', async () => {
    const { uploader, api } = setup();
    api.expiresIn = 50; // under the 60 s margin: every use asks for a fresh one for the key
    uploader.add(fileOf(3 * MB, 'big.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    const [first, ...renewals] = api.credentialCalls;
    expect(first).toEqual({ fileName: 'big.mp4', fileSize: 3 * MB });
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals.every((c) => c.key === api.reports[0]!.key)).toBe(true);
  });
});

describe('pause, resume, cancel', () => {
  it('pause keeps the upload; resume lists the parts and sends only the rest', async () => {
    const { uploader, s3, cache, api } = setup({ chunkParallelLimit: 1 });
    let puts = 0;
    let id = '';
    s3.delay = async (r) => {
      if (r.method === 'PUT') {
        puts += 1;
        if (puts === 3) uploader.pause(id);
      }
    };
    [id] = uploader.add(fileOf(5 * MB, 'big.mp4')) as [string];
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('paused');
    expect(cache.list()).toHaveLength(1);
    expect(s3.uploads.size).toBe(1);
    const uploaded = [...[...s3.uploads.values()][0]!.parts.keys()];
    expect(uploaded).toEqual([1, 2]);
    s3.delay = async () => {};
    const before = partPuts(s3).length;
    uploader.resume(id);
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(s3.requests('GET', 'uploadId')).toHaveLength(1);
    expect(partPuts(s3).slice(before)).toEqual([3, 4, 5]);
    expect(api.reports[0]!.md5).toBe(md5(bytes(5 * MB)));
  });

  it('cancel aborts the multipart upload on storage and clears the cache entry', async () => {
    const { uploader, s3, cache } = setup();
    const held = gate(s3, (r) => r.method === 'PUT');
    const [id] = uploader.add(fileOf(5 * MB, 'big.mp4'));
    await vi.waitFor(() => expect(held.held).toBe(3));
    expect(cache.list()).toHaveLength(1);
    const cancelled = uploader.cancel(id!);
    held.release();
    await cancelled;
    expect(uploader.getSnapshot()[0]?.state).toBe('canceled');
    expect(s3.requests('DELETE', 'uploadId')).toHaveLength(1);
    expect(s3.uploads.size).toBe(0);
    expect(cache.list()).toEqual([]);
  });

  it('cancel of a paused upload still aborts it on storage', async () => {
    const { uploader, s3, cache } = setup({ chunkParallelLimit: 1 });
    let id = '';
    s3.delay = async (r) => {
      if (r.method === 'PUT' && r.query.partNumber === '2') uploader.pause(id);
    };
    [id] = uploader.add(fileOf(3 * MB, 'big.mp4')) as [string];
    await settle(uploader);
    await uploader.cancel(id);
    expect(s3.uploads.size).toBe(0);
    expect(cache.list()).toEqual([]);
  });
});

describe('resuming after a page reload', () => {
  const reloadSetup = () => {
    const s3 = new FakeS3();
    const api = new FakeApi();
    const storage = memoryStorage();
    return { s3, api, storage };
  };

  it('the same file continues its earlier upload under the earlier key', async () => {
    const shared = reloadSetup();
    const first = setup({ chunkParallelLimit: 1 }, shared);
    let id = '';
    shared.s3.delay = async (r) => {
      if (r.method === 'PUT' && r.query.partNumber === '3') first.uploader.pause(id);
    };
    [id] = first.uploader.add(fileOf(4 * MB, 'big.mp4')) as [string];
    await settle(first.uploader);
    const earlierKey = first.uploader.getSnapshot()[0]!.key!;
    first.uploader.pauseAll();

    shared.s3.delay = async () => {};
    const second = setup({}, shared);
    const before = partPuts(shared.s3).length;
    second.uploader.add(fileOf(4 * MB, 'big.mp4'));
    await settle(second.uploader);
    const snapshot = second.uploader.getSnapshot()[0]!;
    expect(snapshot.state).toBe('success');
    expect(snapshot.key).toBe(earlierKey);
    expect(snapshot.resumedBytes).toBe(2 * MB);
    expect(partPuts(shared.s3).slice(before).sort()).toEqual([3, 4]);
    expect(shared.api.credentialCalls.at(-1)).toMatchObject({ key: earlierKey });
    expect(shared.api.reports[0]).toMatchObject({ key: earlierKey, md5: md5(bytes(4 * MB)) });
  });

  it('keeps the parts whose size and MD5 match and re-sends the others', async () => {
    const shared = reloadSetup();
    const file = fileOf(4 * MB, 'big.mp4', 9);
    const data = bytes(4 * MB, 9);
    const key = 'stores/1/2026/01/0000000000000099-big.mp4';
    const wrongBytes = new Uint8Array(MB).fill(1);
    const upload = shared.s3.seedUpload(key, {
      1: data.slice(0, MB),
      2: wrongBytes, // same size, other content
      3: data.slice(2 * MB, 3 * MB - 10), // other size
      4: data.slice(3 * MB),
    });
    new UploadIdCache({ storage: shared.storage }).save(file, 'store:1/video', {
      key,
      uploadId: upload.uploadId,
      partSize: MB,
    });
    const { uploader } = setup({}, shared);
    uploader.add(file);
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(partPuts(shared.s3).sort()).toEqual([2, 3]);
    expect(md5Hex(shared.s3.objects.get(key)!.data)).toBe(md5(data));
    expect(uploader.getSnapshot()[0]?.resumedBytes).toBe(2 * MB);
  });

  it('starts a new upload when the earlier one is gone from storage', async () => {
    const shared = reloadSetup();
    const file = fileOf(3 * MB, 'big.mp4');
    const cache = new UploadIdCache({ storage: shared.storage });
    cache.save(file, 'store:1/video', { key: 'stores/1/x-big.mp4', uploadId: 'vanished', partSize: MB });
    const { uploader } = setup({}, shared);
    uploader.add(file);
    await settle(uploader);
    const snapshot = uploader.getSnapshot()[0]!;
    expect(snapshot.state).toBe('success');
    expect(snapshot.key).not.toBe('stores/1/x-big.mp4');
    expect(shared.s3.requests('POST', 'uploads')).toHaveLength(1);
    expect(partPuts(shared.s3).sort()).toEqual([1, 2, 3]);
  });

  it('finds another unfinished upload of the earlier key when the cached id is gone', async () => {
    const shared = reloadSetup();
    const file = fileOf(3 * MB, 'big.mp4', 4);
    const key = 'stores/1/2026/01/0000000000000042-big.mp4';
    shared.s3.seedUpload(key, { 1: bytes(3 * MB, 4).slice(0, MB) });
    new UploadIdCache({ storage: shared.storage }).save(file, 'store:1/video', {
      key,
      uploadId: 'vanished',
      partSize: MB,
    });
    const { uploader } = setup({}, shared);
    uploader.add(file);
    await settle(uploader);
    expect(uploader.getSnapshot()[0]).toMatchObject({ state: 'success', key });
    expect(partPuts(shared.s3).sort()).toEqual([2, 3]);
  });

  it('starts a new upload when the server no longer hands out the earlier key', async () => {
    const shared = reloadSetup();
    const file = fileOf(3 * MB, 'big.mp4');
    const upload = shared.s3.seedUpload('stores/1/old-big.mp4');
    new UploadIdCache({ storage: shared.storage }).save(file, 'store:1/video', {
      key: 'stores/1/old-big.mp4',
      uploadId: upload.uploadId,
      partSize: MB,
    });
    shared.api.refusedKeys.add('stores/1/old-big.mp4');
    const { uploader } = setup({}, shared);
    uploader.add(file);
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(uploader.getSnapshot()[0]?.key).not.toBe('stores/1/old-big.mp4');
  });

  it('does not mix up targets: the same file for another purpose starts afresh', async () => {
    const shared = reloadSetup();
    const file = fileOf(3 * MB, 'big.mp4');
    const upload = shared.s3.seedUpload('stores/1/k-big.mp4', { 1: bytes(3 * MB).slice(0, MB) });
    new UploadIdCache({ storage: shared.storage }).save(file, 'store:2/video', {
      key: 'stores/1/k-big.mp4',
      uploadId: upload.uploadId,
      partSize: MB,
    });
    const { uploader } = setup({}, shared);
    uploader.add(file);
    await settle(uploader);
    expect(shared.s3.requests('GET', 'uploadId')).toHaveLength(0);
    expect(partPuts(shared.s3).sort()).toEqual([1, 2, 3]);
  });
});

describe('progress', () => {
  it('calls back at most every 1000 ms with bytes, percent and speed, and at the end', async () => {
    const timers = new ManualTimers();
    const seen: Array<{ at: number; loaded: number; percent: number; speed: number }> = [];
    const { uploader, s3 } = setup({
      timers,
      chunkParallelLimit: 1,
      onChange: (snapshot) => {
        const last = seen.at(-1);
        if (!last || last.loaded !== snapshot.progress.loaded)
          seen.push({ at: timers.now(), ...snapshot.progress });
      },
    });
    s3.delay = async (r) => {
      if (r.method === 'PUT') timers.advance(400);
    };
    uploader.add(fileOf(5 * MB, 'big.mp4'));
    await settle(uploader);
    expect(seen.at(-1)).toMatchObject({ loaded: 5 * MB, percent: 100 });
    const gaps = seen.slice(1, -1).map((entry, i) => entry.at - seen[i]!.at);
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
    expect(seen.length).toBeLessThan(5);
    const middle = seen.find((entry) => entry.percent > 0 && entry.percent < 100);
    expect(middle?.speed).toBeGreaterThan(0);
  });
});

describe('abort levels through the uploader', () => {
  it('checks the level before asking for a credential', async () => {
    const { uploader, api } = setup();
    await expect(uploader.abortUploads({ level: 'task' })).rejects.toThrow('abort_upload_task_no_key');
    await expect(uploader.abortUploads({ level: 'task', key: 'k' })).rejects.toThrow(
      'abort_upload_task_no_id',
    );
    await expect(uploader.abortUploads({ level: 'file' })).rejects.toThrow('abort_upload_task_no_key');
    await expect(uploader.abortUploads({ level: 'store' })).rejects.toThrow('abort_unknown_level');
    expect(api.credentialCalls).toHaveLength(0);
    expect(api.abortCredentialCalls).toBe(0);
  });

  it('bucket level aborts every unfinished upload under the store prefix and clears the cache', async () => {
    const { uploader, s3, cache, api } = setup();
    const a = s3.seedUpload('stores/1/a.mp4');
    s3.seedUpload('stores/1/b.mp4');
    const other = s3.seedUpload('stores/2/c.mp4');
    cache.save(fileOf(1, 'a.mp4'), 'store:1/video', { key: a.key, uploadId: a.uploadId, partSize: MB });
    const result = await uploader.abortUploads({ level: 'bucket' });
    expect(result.successList).toHaveLength(2);
    expect([...s3.uploads.keys()]).toEqual([other.uploadId]);
    expect(cache.list()).toEqual([]);
    // The abort credential, not an upload credential for a made-up file.
    expect(api.credentialCalls).toEqual([]);
    expect(api.abortCredentialCalls).toBe(1);
    const signedWith = s3.requests('GET', 'uploads')[0]?.headers['x-amz-security-token'];
    expect(signedWith).toMatch(/^abort-token-/);
  });

  it('file level aborts every unfinished upload of one key with the abort credential', async () => {
    const { uploader, s3, api } = setup();
    const a1 = s3.seedUpload('stores/1/a.mp4');
    s3.seedUpload('stores/1/a.mp4');
    const longer = s3.seedUpload('stores/1/a.mp4.bak');
    const result = await uploader.abortUploads({ level: 'file', key: a1.key });
    expect(result.successList.map((u) => u.Key)).toEqual(['stores/1/a.mp4', 'stores/1/a.mp4']);
    expect([...s3.uploads.keys()]).toEqual([longer.uploadId]);
    expect(api.credentialCalls).toEqual([]);
  });
});

describe('discarding an earlier upload', () => {
  it('aborts it on storage and drops its cache entry, even when storage no longer has it', async () => {
    const { uploader, s3, cache, api } = setup();
    const kept = s3.seedUpload('stores/1/2026/01/0000000000000001-a.mp4');
    const a = cache.save(fileOf(3 * MB, 'a.mp4'), 'store:1/video', {
      key: kept.key,
      uploadId: kept.uploadId,
      partSize: MB,
    });
    const b = cache.save(fileOf(3 * MB, 'b.mp4'), 'store:1/video', {
      key: 'stores/1/gone-b.mp4',
      uploadId: 'gone',
      partSize: MB,
    });
    await uploader.discard(a);
    expect(s3.uploads.size).toBe(0);
    expect(api.credentialCalls).toEqual([]);
    expect(api.abortCredentialCalls).toBe(1);
    await uploader.discard(b).catch(() => undefined);
    expect(uploader.unfinished()).toEqual([]);
  });
});
