import { describe, expect, it } from 'vitest';
import { abortUploads, checkAbortLevel } from './abort-uploads';
import { S3Client } from './s3-client';
import { FakeS3 } from './testing/fake-s3';
import { BUCKET, ENDPOINT, REGION, testCredentials } from './testing/fixtures';

const setup = () => {
  const s3 = new FakeS3();
  const client = new S3Client({
    endpoint: ENDPOINT,
    getCredentials: () => testCredentials,
    transport: s3.transport,
  });
  const a1 = s3.seedUpload('stores/1/a.png');
  const a2 = s3.seedUpload('stores/1/a.png');
  const longer = s3.seedUpload('stores/1/a.png.bak');
  const b = s3.seedUpload('stores/1/b.png');
  const other = s3.seedUpload('stores/2/c.png');
  return { s3, client, a1, a2, longer, b, other };
};
const base = { Bucket: BUCKET, Region: REGION };

describe('abort level rules (spec §5)', () => {
  it('task needs a key, then an upload id', () => {
    expect(() => checkAbortLevel({ Level: 'task' })).toThrow('abort_upload_task_no_key');
    expect(() => checkAbortLevel({ Level: 'task', UploadId: 'u' })).toThrow('abort_upload_task_no_key');
    expect(() => checkAbortLevel({ Level: 'task', Key: 'k' })).toThrow('abort_upload_task_no_id');
    expect(checkAbortLevel({ Level: 'task', Key: 'k', UploadId: 'u' })).toBe('task');
  });

  it('task is the default level', () => {
    expect(() => checkAbortLevel({})).toThrow('abort_upload_task_no_key');
  });

  it('file needs a key; bucket needs nothing', () => {
    expect(() => checkAbortLevel({ Level: 'file' })).toThrow('abort_upload_task_no_key');
    expect(checkAbortLevel({ Level: 'file', Key: 'k' })).toBe('file');
    expect(checkAbortLevel({ Level: 'bucket' })).toBe('bucket');
  });

  it('any other level is abort_unknown_level', () => {
    for (const Level of ['object', 'TASK', '', 'all']) {
      expect(() => checkAbortLevel({ Level, Key: 'k', UploadId: 'u' })).toThrow('abort_unknown_level');
    }
  });

  it('refuses before sending anything', async () => {
    const { client, s3 } = setup();
    const before = s3.log.length;
    await expect(abortUploads(client, { ...base, Level: 'nope' })).rejects.toMatchObject({
      code: 'AbortUnknownLevel',
    });
    expect(s3.log.length).toBe(before);
  });
});

describe('abortUploads', () => {
  it('task: aborts exactly that upload', async () => {
    const { client, s3, a1, a2 } = setup();
    const result = await abortUploads(client, { ...base, Level: 'task', Key: a1.key, UploadId: a1.uploadId });
    expect(result.successList).toEqual([{ Key: a1.key, UploadId: a1.uploadId }]);
    expect(s3.uploads.has(a1.uploadId)).toBe(false);
    expect(s3.uploads.has(a2.uploadId)).toBe(true);
  });

  it('file: every unfinished upload of that key, not of longer keys', async () => {
    const { client, s3, a1, a2, longer, b, other } = setup();
    const result = await abortUploads(client, { ...base, Level: 'file', Key: 'stores/1/a.png' });
    expect(result.successList.map((u) => u.UploadId).sort()).toEqual([a1.uploadId, a2.uploadId].sort());
    expect([...s3.uploads.keys()].sort()).toEqual([longer.uploadId, b.uploadId, other.uploadId].sort());
  });

  it('bucket: every unfinished upload under the prefix, across pages', async () => {
    const { client, s3, other } = setup();
    s3.pageSize = 2;
    const result = await abortUploads(client, { ...base, Level: 'bucket', Prefix: 'stores/1/' });
    expect(result.successList).toHaveLength(4);
    expect([...s3.uploads.keys()]).toEqual([other.uploadId]);
  });

  it('reports failures per upload and goes on with the others', async () => {
    const { client, s3, a1, a2 } = setup();
    s3.fail((r) => r.method === 'DELETE' && r.query.uploadId === a1.uploadId, {
      status: 403,
      code: 'AccessDenied',
    });
    const result = await abortUploads(client, { ...base, Level: 'file', Key: 'stores/1/a.png' });
    expect(result.successList.map((u) => u.UploadId)).toEqual([a2.uploadId]);
    expect(result.errorList).toHaveLength(1);
    expect(result.errorList[0]).toMatchObject({
      UploadId: a1.uploadId,
      error: { code: 'AuthorizationError' },
    });
  });
});
