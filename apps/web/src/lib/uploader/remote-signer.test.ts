import type { UploadSignBody, UploadSignedRequests } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { UploadError } from './errors';
import { RemoteSigner } from './remote-signer';
import type { StorageOperation, UnsignedRequest } from './request-signer';

const KEY = 'stores/1/2026/01/0000000000000001-clip.mp4';

/** A fake POST /upload/sign: numbered URLs, valid `ttl` s from `now`. */
const fakeServer = (options: { now: () => number; ttl?: number; method?: string } = { now: Date.now }) => {
  const calls: UploadSignBody[] = [];
  let n = 0;
  const sign = async (body: UploadSignBody): Promise<UploadSignedRequests> => {
    calls.push(body);
    const start = Math.floor(options.now() / 1000);
    const next = () => {
      n += 1;
      return `https://s3.test/b/${'key' in body ? body.key : ''}?op=${body.operation}&n=${n}`;
    };
    const requests =
      body.operation === 'uploadPart'
        ? body.partNumbers.map((partNumber) => ({ partNumber, url: `${next()}&part=${partNumber}` }))
        : [{ url: next() }];
    const methods: Record<string, UploadSignedRequests['method']> = {
      putObject: 'PUT',
      uploadPart: 'PUT',
      createMultipartUpload: 'POST',
      completeMultipartUpload: 'POST',
      listParts: 'GET',
      listMultipartUploads: 'GET',
      abortMultipartUpload: 'DELETE',
    };
    return {
      method: (options.method ?? methods[body.operation]) as UploadSignedRequests['method'],
      requests,
      startTime: start,
      expiredTime: start + (options.ttl ?? 900),
    };
  };
  return { calls, sign };
};

const request = (method: string, operation: StorageOperation): UnsignedRequest => ({
  method,
  url: 'https://ignored.test/',
  headers: { 'Content-Type': 'video/mp4' },
  region: 'us-east-1',
  operation,
});
const part = (partNumber: number, partCount = 50, uploadId = 'u1') =>
  request('PUT', { operation: 'uploadPart', key: KEY, uploadId, partNumber, partCount });

describe('RemoteSigner (server signing)', () => {
  it('asks the server for the operation and sends its URL with the request headers', async () => {
    const server = fakeServer();
    const signer = new RemoteSigner({ sign: server.sign });
    const signed = await signer.sign(request('PUT', { operation: 'putObject', key: KEY }));
    expect(server.calls).toEqual([{ operation: 'putObject', key: KEY }]);
    expect(signed).toEqual({
      url: `https://s3.test/b/${KEY}?op=putObject&n=1`,
      headers: { 'Content-Type': 'video/mp4' },
    });

    await signer.sign(
      request('GET', {
        operation: 'listMultipartUploads',
        prefix: 'stores/1/',
        keyMarker: 'k',
        uploadIdMarker: 'u',
      }),
    );
    await signer.sign(
      request('GET', { operation: 'listParts', key: KEY, uploadId: 'u1', partNumberMarker: 4 }),
    );
    await signer.sign(request('DELETE', { operation: 'abortMultipartUpload', key: KEY, uploadId: 'u1' }));
    expect(server.calls.slice(1)).toEqual([
      { operation: 'listMultipartUploads', prefix: 'stores/1/', keyMarker: 'k', uploadIdMarker: 'u' },
      { operation: 'listParts', key: KEY, uploadId: 'u1', partNumberMarker: 4 },
      { operation: 'abortMultipartUpload', key: KEY, uploadId: 'u1' },
    ]);
  });

  it('signs parts in batches: one call for the part and the next ones, each URL used once', async () => {
    const server = fakeServer();
    const signer = new RemoteSigner({ sign: server.sign, partBatch: 4 });
    const urls = await Promise.all([1, 2, 3].map((n) => signer.sign(part(n, 6))));
    expect(urls.map((u) => new URL(u.url).searchParams.get('part'))).toEqual(['1', '2', '3']);
    expect(server.calls).toEqual([
      { operation: 'uploadPart', key: KEY, uploadId: 'u1', partNumbers: [1, 2, 3, 4] },
    ]);
    await signer.sign(part(4, 6));
    // Part 5 is not kept: the next batch starts there and stops at the last part.
    await signer.sign(part(5, 6));
    expect(server.calls.at(-1)).toMatchObject({ partNumbers: [5, 6] });
    expect(server.calls).toHaveLength(2);
    // A part asked for again (a retry) gets a URL of its own.
    const again = await signer.sign(part(5, 6));
    expect(server.calls).toHaveLength(3);
    expect(server.calls.at(-1)).toMatchObject({ partNumbers: [5] });
    expect(again.url).not.toBe(urls[0]?.url);
  });

  it('keeps URLs per upload: another upload id gets its own batch', async () => {
    const server = fakeServer();
    const signer = new RemoteSigner({ sign: server.sign, partBatch: 3 });
    await signer.sign(part(1, 10, 'u1'));
    await signer.sign(part(2, 10, 'u2'));
    expect(server.calls.map((c) => ('uploadId' in c ? c.uploadId : ''))).toEqual(['u1', 'u2']);
  });

  it('does not use a kept URL with a minute or less left: it asks again', async () => {
    let now = 1_800_000_000_000;
    const server = fakeServer({ now: () => now });
    const signer = new RemoteSigner({ sign: server.sign, now: () => now, partBatch: 5 });
    await signer.sign(part(1, 5));
    now += 839_000; // 61 s left: still used
    await signer.sign(part(2, 5));
    expect(server.calls).toHaveLength(1);
    now += 2_000; // 59 s left
    const renewed = await signer.sign(part(3, 5));
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toMatchObject({ partNumbers: [3, 4, 5] });
    expect(new URL(renewed.url).searchParams.get('part')).toBe('3');
  });

  it('keeps nothing from a failed batch, and fails the part that asked', async () => {
    const server = fakeServer();
    let fail = true;
    const signer = new RemoteSigner({
      sign: async (body) => {
        if (fail) {
          fail = false;
          throw new Error('sign refused');
        }
        return server.sign(body);
      },
      partBatch: 3,
    });
    await expect(signer.sign(part(1, 3))).rejects.toThrow('sign refused');
    await signer.sign(part(2, 3));
    expect(server.calls).toEqual([
      { operation: 'uploadPart', key: KEY, uploadId: 'u1', partNumbers: [2, 3] },
    ]);
  });

  it('refuses what only a credential holder can sign, and a URL for another method', async () => {
    const signer = new RemoteSigner({ sign: fakeServer().sign });
    const error = await signer
      .sign(request('PUT', { operation: 'other', name: 'copyObject' }))
      .catch((e) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      code: 'ServerSigningUnsupported',
      message: 'copyObject is not available when the server signs storage requests (S3 without STS).',
    });
    const wrong = new RemoteSigner({ sign: fakeServer({ now: Date.now, method: 'GET' }).sign });
    await expect(wrong.sign(request('PUT', { operation: 'putObject', key: KEY }))).rejects.toMatchObject({
      code: 'ServerSigningMismatch',
    });
  });
});
