import { describe, expect, it } from 'vitest';
import { copyFile } from './copy-file';
import { UploadError } from './errors';
import { S3Client } from './s3-client';
import { FakeS3, md5Hex } from './testing/fake-s3';
import { BUCKET, bytes, ENDPOINT, REGION, testCredentials } from './testing/fixtures';

const setup = (credentials = testCredentials) => {
  const s3 = new FakeS3();
  const client = new S3Client({
    endpoint: ENDPOINT,
    getCredentials: () => credentials,
    transport: s3.transport,
  });
  return { s3, client };
};
const base = { Bucket: BUCKET, Region: REGION };

const errorOf = async (promise: Promise<unknown>): Promise<UploadError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('parameter checks (spec §5)', () => {
  it('names a missing Bucket, Region or Key', async () => {
    const { client, s3 } = setup();
    const body = { Body: 'x' };
    expect((await errorOf(client.putObject({ ...base, Bucket: '', Key: 'k', ...body }))).message).toBe(
      'missing param Bucket',
    );
    expect((await errorOf(client.putObject({ ...base, Region: '', Key: 'k', ...body }))).message).toBe(
      'missing param Region',
    );
    expect((await errorOf(client.putObject({ ...base, Key: '', ...body }))).message).toBe(
      'missing param Key',
    );
    expect(s3.log).toHaveLength(0);
  });

  it('refuses a wrong Region or Bucket format', async () => {
    const { client } = setup();
    const region = await errorOf(client.putObject({ ...base, Region: 'US East', Key: 'k', Body: 'x' }));
    expect(region.code).toBe('RegionFormat');
    expect(region.message).toMatch(/^Region format error/);
    for (const bucket of ['UPPER', 'a', 'bad_bucket', '-start', 'a..b', '192.168.1.1']) {
      const error = await errorOf(client.putObject({ ...base, Bucket: bucket, Key: 'k', Body: 'x' }));
      expect(error.code).toBe('BucketFormat');
      expect(error.message).toMatch(/^Bucket format error/);
    }
  });

  it('refuses a Body that is not a File, Blob, ArrayBuffer or string', async () => {
    const { client } = setup();
    for (const Body of [undefined, null, 42, { a: 1 }]) {
      const error = await errorOf(client.putObject({ ...base, Key: 'k', Body }));
      expect(error.message).toBe('params Body format error, Only allow File|Blob|ArrayBuffer|String.');
    }
  });

  it('gives an authorization error without valid credentials, before sending', async () => {
    const expired = setup({ ...testCredentials, expiredTime: 1 });
    const error = await errorOf(expired.client.putObject({ ...base, Key: 'k', Body: 'x' }));
    expect(error.code).toBe('AuthorizationError');
    expect(error.message).toMatch(/^authorization error/);
    expect(expired.s3.log).toHaveLength(0);
    const empty = setup({ ...testCredentials, sessionToken: '' });
    expect((await errorOf(empty.client.putObject({ ...base, Key: 'k', Body: 'x' }))).code).toBe(
      'AuthorizationError',
    );
  });

  it('gives an authorization error when storage refuses the signature', async () => {
    const { client, s3 } = setup();
    s3.fail(() => true, { status: 403, code: 'SignatureDoesNotMatch', message: 'no match' });
    const error = await errorOf(client.putObject({ ...base, Key: 'k', Body: 'x' }));
    expect(error.code).toBe('AuthorizationError');
    expect(error.s3Code).toBe('SignatureDoesNotMatch');
    expect(error.message).toBe(
      'authorization error: storage refused the request (SignatureDoesNotMatch: no match).',
    );
  });

  it('"no upload id" for part calls without one and for a start answer without one', async () => {
    const { client, s3 } = setup();
    const noId = await errorOf(
      client.uploadPart({ ...base, Key: 'k', UploadId: '', PartNumber: 1, Body: 'x' }),
    );
    expect(noId.message).toBe('no upload id');
    expect((await errorOf(client.listParts({ ...base, Key: 'k', UploadId: '' }))).message).toBe(
      'no upload id',
    );
    expect((await errorOf(client.abortMultipartUpload({ ...base, Key: 'k', UploadId: '' }))).message).toBe(
      'no upload id',
    );
    expect(
      (await errorOf(client.completeMultipartUpload({ ...base, Key: 'k', UploadId: '', Parts: [] }))).message,
    ).toBe('no upload id');
    const empty = new S3Client({
      endpoint: ENDPOINT,
      getCredentials: () => testCredentials,
      transport: async () => ({ status: 200, header: () => null, body: '<InitiateMultipartUploadResult/>' }),
    });
    expect((await errorOf(empty.createMultipartUpload({ ...base, Key: 'k' }))).message).toBe('no upload id');
    expect(s3.log).toHaveLength(0);
  });
});

describe('uploads', () => {
  it('puts an object path-style with SigV4 and the session token', async () => {
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    const s3 = new FakeS3();
    const client = new S3Client({
      endpoint: ENDPOINT,
      getCredentials: () => testCredentials,
      transport: (request) => {
        requests.push(request);
        return s3.transport(request);
      },
    });
    const { ETag } = await client.putObject({
      ...base,
      Key: 'stores/1/a b.png',
      Body: 'hello',
      ContentType: 'image/png',
    });
    expect(ETag).toBe(`"${md5Hex(new TextEncoder().encode('hello'))}"`);
    expect(requests[0]!.url).toBe('http://storage.test/storage/merchant-uploads/stores/1/a%20b.png');
    expect(requests[0]!.headers.Authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=tmp-id\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    expect(requests[0]!.headers['x-amz-security-token']).toBe('session-token');
    expect(requests[0]!.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(s3.objects.get('stores/1/a b.png')?.contentType).toBe('image/png');
  });

  it('fails with the spec text when the ETag header cannot be read (CORS)', async () => {
    const { client, s3 } = setup();
    s3.hideEtag = true;
    const put = await errorOf(client.putObject({ ...base, Key: 'k', Body: 'x' }));
    expect(put.message).toBe('get ETag error, please add "ETag" to CORS ExposeHeader setting.');
    const { UploadId } = await client.createMultipartUpload({ ...base, Key: 'k' });
    const part = await errorOf(client.uploadPart({ ...base, Key: 'k', UploadId, PartNumber: 1, Body: 'x' }));
    expect(part.message).toBe('get ETag error, please add "ETag" to CORS ExposeHeader setting.');
  });

  it('runs a multipart upload: start, parts, list, complete', async () => {
    const { client, s3 } = setup();
    const { UploadId } = await client.createMultipartUpload({
      ...base,
      Key: 'big.bin',
      ContentType: 'video/mp4',
    });
    const one = bytes(6, 1);
    const two = bytes(3, 2);
    const p1 = await client.uploadPart({ ...base, Key: 'big.bin', UploadId, PartNumber: 1, Body: one });
    const p2 = await client.uploadPart({
      ...base,
      Key: 'big.bin',
      UploadId,
      PartNumber: 2,
      Body: new Blob([two]),
    });
    s3.pageSize = 1;
    const parts = await client.listAllParts({ ...base, Key: 'big.bin', UploadId });
    expect(parts).toEqual([
      { PartNumber: 1, ETag: p1.ETag, Size: 6, LastModified: undefined },
      { PartNumber: 2, ETag: p2.ETag, Size: 3, LastModified: undefined },
    ]);
    expect(s3.requests('GET', 'uploadId')).toHaveLength(2);
    await client.completeMultipartUpload({
      ...base,
      Key: 'big.bin',
      UploadId,
      Parts: [
        { PartNumber: 2, ETag: p2.ETag },
        { PartNumber: 1, ETag: p1.ETag },
      ],
    });
    expect([...s3.objects.get('big.bin')!.data]).toEqual([...one, ...two]);
  });

  it('lists unfinished uploads under a prefix across pages, and aborts one', async () => {
    const { client, s3 } = setup();
    s3.seedUpload('stores/1/a');
    const b = s3.seedUpload('stores/1/b');
    s3.seedUpload('stores/2/c');
    s3.pageSize = 1;
    const uploads = await client.listAllMultipartUploads({ ...base, Prefix: 'stores/1/' });
    expect(uploads.map((u) => u.Key)).toEqual(['stores/1/a', 'stores/1/b']);
    expect(s3.requests('GET', 'uploads')[0]!.query.prefix).toBe('stores/1/');
    await client.abortMultipartUpload({ ...base, Key: 'stores/1/b', UploadId: b.uploadId });
    expect(s3.uploads.has(b.uploadId)).toBe(false);
  });

  it('turns NoSuchUpload into an error with its code', async () => {
    const { client } = setup();
    const error = await errorOf(client.listParts({ ...base, Key: 'k', UploadId: 'gone' }));
    expect(error.s3Code).toBe('NoSuchUpload');
    expect(error.status).toBe(404);
    expect(error.retryable).toBe(false);
  });

  it('marks 5xx and throttling as retryable', async () => {
    const { client, s3 } = setup();
    s3.fail(() => true, { status: 503, code: 'SlowDown' });
    expect((await errorOf(client.putObject({ ...base, Key: 'k', Body: 'x' }))).retryable).toBe(true);
  });
});

describe('copy, restore, signed URLs', () => {
  it('copies in one step and says "{key} Not Exist" for a missing source', async () => {
    const { client, s3 } = setup();
    await client.putObject({ ...base, Key: 'stores/1/src.png', Body: 'abc' });
    await client.copyObject({ ...base, Key: 'stores/1/dst.png', CopySource: `${BUCKET}/stores/1/src.png` });
    expect(new TextDecoder().decode(s3.objects.get('stores/1/dst.png')!.data)).toBe('abc');
    const missing = await errorOf(
      client.copyObject({ ...base, Key: 'd', CopySource: `${BUCKET}/stores/1/none.png` }),
    );
    expect(missing.message).toBe('stores/1/none.png Not Exist');
  });

  it('copyFile reads the source size first and reports a missing source the same way', async () => {
    const { client, s3 } = setup();
    await client.putObject({ ...base, Key: 'src', Body: 'abc' });
    await copyFile(client, { ...base, Key: 'dst', CopySource: `${BUCKET}/src` });
    expect(s3.objects.get('dst')).toBeDefined();
    expect(
      (await errorOf(copyFile(client, { ...base, Key: 'dst', CopySource: `${BUCKET}/gone` }))).message,
    ).toBe('gone Not Exist');
  });

  it('needs Content-Length exposed to copy', async () => {
    const s3 = new FakeS3();
    const client = new S3Client({
      endpoint: ENDPOINT,
      getCredentials: () => testCredentials,
      transport: async (request) => {
        const response = await s3.transport(request);
        return { ...response, header: (name) => (name === 'Content-Length' ? null : response.header(name)) };
      },
    });
    await client.putObject({ ...base, Key: 'src', Body: 'abc' });
    const error = await errorOf(copyFile(client, { ...base, Key: 'dst', CopySource: `${BUCKET}/src` }));
    expect(error.code).toBe('ContentLengthNotExposed');
  });

  it('copies part ranges into a multipart upload', async () => {
    const { client, s3 } = setup();
    await client.putObject({ ...base, Key: 'src', Body: bytes(10) });
    const { UploadId } = await client.createMultipartUpload({ ...base, Key: 'dst' });
    const a = await client.uploadPartCopy({
      ...base,
      Key: 'dst',
      UploadId,
      PartNumber: 1,
      CopySource: `${BUCKET}/src`,
      CopySourceRange: 'bytes=0-5',
    });
    const b = await client.uploadPartCopy({
      ...base,
      Key: 'dst',
      UploadId,
      PartNumber: 2,
      CopySource: `${BUCKET}/src`,
      CopySourceRange: 'bytes=6-9',
    });
    await client.completeMultipartUpload({
      ...base,
      Key: 'dst',
      UploadId,
      Parts: [
        { PartNumber: 1, ETag: a.ETag },
        { PartNumber: 2, ETag: b.ETag },
      ],
    });
    expect([...s3.objects.get('dst')!.data]).toEqual([...bytes(10)]);
    const missing = await errorOf(
      client.uploadPartCopy({
        ...base,
        Key: 'dst2',
        UploadId: s3.seedUpload('dst2').uploadId,
        PartNumber: 1,
        CopySource: `${BUCKET}/nope`,
      }),
    );
    expect(missing.message).toBe('nope Not Exist');
  });

  it('restore needs its RestoreRequest', async () => {
    const { client, s3 } = setup();
    const error = await errorOf(client.restoreObject({ ...base, Key: 'k' }));
    expect(error.message).toBe('missing param RestoreRequest');
    expect(s3.log).toHaveLength(0);
    await client.putObject({ ...base, Key: 'k', Body: 'x' });
    await client.restoreObject({
      ...base,
      Key: 'k',
      RestoreRequest: { Days: 1, GlacierJobParameters: { Tier: 'Standard' } },
    });
    expect(s3.requests('POST', 'restore')).toHaveLength(1);
  });

  it('makes a signed URL valid 900 s by default', async () => {
    const { client } = setup();
    const url = new URL(await client.getObjectUrl({ ...base, Key: 'stores/1/a.png' }));
    expect(url.pathname).toBe('/storage/merchant-uploads/stores/1/a.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('session-token');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('builds virtual-hosted addresses when path style is off', async () => {
    const client = new S3Client({
      endpoint: 'https://s3.example.com',
      forcePathStyle: false,
      getCredentials: () => testCredentials,
    });
    const url = new URL(await client.getObjectUrl({ ...base, Key: 'a.png' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://merchant-uploads.s3.example.com/a.png');
  });
});
