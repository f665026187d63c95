/**
 * The uploader when the server signs (credentials with `signing: "server"`, S3 without STS):
 * the same runs as uploader.test.ts — single put, multipart, retries, pause and resume, cancel,
 * resume after a reload, abort levels — with every storage request sent to a URL presigned by
 * the (fake) server for that one operation. FakeS3 refuses anything else.
 */
import SparkMD5 from 'spark-md5';
import { describe, expect, it, vi } from 'vitest';
import { MB } from './constants';
import { FakeApi } from './testing/fake-api';
import { FakeS3 } from './testing/fake-s3';
import { bytes, fileOf } from './testing/fixtures';
import { memoryStorage, UploadIdCache } from './upload-cache';
import { Uploader } from './uploader';

const setup = (
  shared?: { s3: FakeS3; api: FakeApi; storage: ReturnType<typeof memoryStorage> },
  options: { chunkParallelLimit?: number } = {},
) => {
  const s3 = shared?.s3 ?? new FakeS3();
  const api = shared?.api ?? new FakeApi();
  api.signing = 'server';
  api.storage = s3;
  const uploader = new Uploader({
    api,
    target: 'store:1/video',
    transport: s3.transport,
    cache: new UploadIdCache({ storage: shared?.storage ?? memoryStorage() }),
    sliceSize: 2 * MB,
    retryDelay: () => 0,
    ...options,
  });
  return { s3, api, uploader };
};

const settle = <R>(uploader: Uploader<R>) =>
  vi.waitFor(
    () =>
      expect(
        uploader.getSnapshot().every((s) => ['success', 'error', 'paused', 'canceled'].includes(s.state)),
      ).toBe(true),
    { timeout: 5000, interval: 2 },
  );
const md5 = (data: Uint8Array<ArrayBuffer>) => SparkMD5.ArrayBuffer.hash(data.buffer);
const partPuts = (s3: FakeS3) => s3.requests('PUT', 'partNumber').map((r) => Number(r.query.partNumber));
const signed = (api: FakeApi, operation: string) => api.signCalls.filter((c) => c.operation === operation);

describe('uploads signed by the server', () => {
  it('a small file: one presigned put, no secrets needed, then the report', async () => {
    const { uploader, s3, api } = setup();
    uploader.add(fileOf(1000, 'photo.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    const put = s3.requests('PUT')[0];
    expect(put?.headers.authorization).toBeUndefined();
    expect(put?.query['X-Amz-Signature']).toMatch(/^fake-/);
    expect(put?.headers['content-type']).toBe('video/mp4');
    expect(api.signCalls).toEqual([{ operation: 'putObject', key: put?.key }]);
    expect(api.reports[0]).toMatchObject({ key: put?.key, md5: md5(bytes(1000)) });
  });

  it('a multipart upload asks for part URLs in batches, not once per part', async () => {
    const { uploader, s3, api } = setup();
    uploader.add(fileOf(45 * MB + 5, 'long.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(partPuts(s3).sort((a, b) => a - b)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    const batches = signed(api, 'uploadPart');
    expect(batches.length).toBeLessThanOrEqual(4);
    expect(batches.flatMap((b) => ('partNumbers' in b ? b.partNumbers : [])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 46 }, (_, i) => i + 1),
    );
    expect(signed(api, 'createMultipartUpload')).toHaveLength(1);
    expect(signed(api, 'completeMultipartUpload')).toHaveLength(1);
    expect([...s3.objects.values()][0]?.data.length).toBe(45 * MB + 5);
  });

  it('retries a failed part with a fresh URL, and an expired URL too', async () => {
    const { uploader, s3, api } = setup();
    s3.fail((r) => r.query.partNumber === '2', { status: 500, code: 'InternalError' }, 2);
    s3.fail((r) => r.query.partNumber === '3', {
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
    uploader.add(fileOf(4 * MB, 'big.mp4'));
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    const urls = s3.requests('PUT', 'partNumber').filter((r) => r.query.partNumber === '2');
    expect(urls).toHaveLength(3);
    expect(new Set(urls.map((r) => r.query['X-Amz-Signature'])).size).toBe(3);
    expect(s3.requests('PUT', 'partNumber').filter((r) => r.query.partNumber === '3')).toHaveLength(2);
    expect(api.reports[0]?.md5).toBe(md5(bytes(4 * MB)));
  });

  it('pause keeps the upload; resume lists the parts (presigned) and sends only the rest', async () => {
    const { uploader, s3, api } = setup(undefined, { chunkParallelLimit: 1 });
    let id = '';
    let puts = 0;
    s3.delay = async (r) => {
      if (r.method === 'PUT' && ++puts === 3) uploader.pause(id);
    };
    [id] = uploader.add(fileOf(5 * MB, 'big.mp4')) as [string];
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('paused');
    s3.delay = async () => {};
    const before = partPuts(s3).length;
    uploader.resume(id);
    await settle(uploader);
    expect(uploader.getSnapshot()[0]?.state).toBe('success');
    expect(signed(api, 'listParts')).toHaveLength(1);
    expect(partPuts(s3).slice(before)).toEqual([3, 4, 5]);
    expect(api.reports[0]?.md5).toBe(md5(bytes(5 * MB)));
  });

  it('cancel aborts the multipart upload through a presigned DELETE', async () => {
    const { uploader, s3, api } = setup();
    let id = '';
    s3.delay = async (r) => {
      if (r.method === 'PUT' && r.query.partNumber === '2') void uploader.cancel(id);
    };
    [id] = uploader.add(fileOf(5 * MB, 'big.mp4')) as [string];
    await vi.waitFor(() => expect(s3.requests('DELETE', 'uploadId')).toHaveLength(1));
    expect(uploader.getSnapshot()[0]?.state).toBe('canceled');
    expect(signed(api, 'abortMultipartUpload')).toHaveLength(1);
    await vi.waitFor(() => expect(s3.uploads.size).toBe(0));
  });

  it('after a reload, the same file continues under the earlier key', async () => {
    const shared = { s3: new FakeS3(), api: new FakeApi(), storage: memoryStorage() };
    const first = setup(shared, { chunkParallelLimit: 1 });
    let id = '';
    shared.s3.delay = async (r) => {
      if (r.method === 'PUT' && r.query.partNumber === '3') first.uploader.pause(id);
    };
    [id] = first.uploader.add(fileOf(4 * MB, 'big.mp4')) as [string];
    await settle(first.uploader);
    const earlierKey = first.uploader.getSnapshot()[0]?.key;
    shared.s3.delay = async () => {};
    const second = setup(shared);
    const before = partPuts(shared.s3).length;
    second.uploader.add(fileOf(4 * MB, 'big.mp4'));
    await settle(second.uploader);
    expect(second.uploader.getSnapshot()[0]).toMatchObject({ state: 'success', key: earlierKey });
    expect(partPuts(shared.s3).slice(before).sort()).toEqual([3, 4]);
    // The listing of the key's unfinished uploads was signed for that key as prefix.
    expect(signed(shared.api, 'listMultipartUploads').at(-1)).toMatchObject({ prefix: earlierKey });
  });

  it('bucket level abort lists under the prefix the server gave and aborts each upload', async () => {
    const { uploader, s3, api } = setup();
    s3.seedUpload('stores/1/2026/01/a-one.mp4');
    s3.seedUpload('stores/1/2026/01/b-two.mp4');
    const result = await uploader.abortUploads({ level: 'bucket' });
    expect(result.successList).toHaveLength(2);
    expect(s3.uploads.size).toBe(0);
    expect(signed(api, 'listMultipartUploads')[0]).toMatchObject({ prefix: 'stores/1/' });
    expect(signed(api, 'abortMultipartUpload')).toHaveLength(2);
  });
});
