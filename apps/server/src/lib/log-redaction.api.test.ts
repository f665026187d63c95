import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl } from './log-redaction';

describe('request log redaction', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    t = await createTestApp({ logStream: stream });
  });
  afterAll(() => t.close());

  it('replaces presigned-URL secrets in the query and keeps the rest', () => {
    expect(
      redactUrl('/storage/b/k.png?X-Amz-Credential=AK%2F1&X-Amz-Signature=abc&x-amz-security-token=t&a=1'),
    ).toBe(
      '/storage/b/k.png?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&x-amz-security-token=[redacted]&a=1',
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  it('never writes a presigned URL secret or an Authorization header to the log', async () => {
    const signature = 'f'.repeat(64);
    const token = 'SECRET-SESSION-TOKEN-VALUE';
    const credential = 'SECRETACCESSKEYID%2F20261121%2Fus-east-1%2Fs3%2Faws4_request';
    await t.app.inject({
      method: 'GET',
      url: `/storage/merchant-uploads/stores/1/a.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${credential}&X-Amz-Date=20261121T000000Z&X-Amz-Expires=900&X-Amz-Security-Token=${token}&X-Amz-Signature=${signature}&X-Amz-SignedHeaders=host`,
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: 'Bearer BEARER-SECRET-VALUE' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toContain('/storage/merchant-uploads/stores/1/a.png?');
    expect(log).toContain('X-Amz-Signature=[redacted]');
    for (const secret of [signature, token, 'SECRETACCESSKEYID', 'BEARER-SECRET-VALUE'])
      expect(log).not.toContain(secret);
  });
});
