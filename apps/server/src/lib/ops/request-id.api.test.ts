import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enterRequestIdScope } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    });
    t = await createTestApp({ logStream: stream });
  });
  afterAll(() => t.close());

  it('names every answer in x-request-id, success and error alike, and keeps the envelope as it was', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(Object.keys(ok.json())).toEqual(['code', 'message', 'value']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    expect(missing.json()).toMatchObject({ code: -404, value: null });
  });

  it('takes a well-formed incoming id and replaces a malformed one', async () => {
    const given = 'trace-0123456789abcdef';
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });
    expect(kept.headers['x-request-id']).toBe(given);
    // 64 characters is the longest taken (the ledger's and the audit log's request_id columns).
    const longest = `t${'0'.repeat(63)}`;
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': longest },
    });
    expect(long.headers['x-request-id']).toBe(longest);
    for (const bad of ['short', 'with space inside it', `x${'y'.repeat(64)}`, 'line\\nbreak"{}']) {
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it("puts the id on every log line of the request, including lines on the app's own logger", async () => {
    const merchant = await createMerchant(t.app.deps.db);
    const id = 'login-trace-000000000001';
    // A wrong password: the request logs its own lines (incoming, completed).
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login_up',
      payload: { username: merchant.username, password: 'wrong-password' },
      headers: { 'x-request-id': id },
    });
    // A line written on the app's root logger (outbox delivery, storage) within a request's
    // scope carries the id too, once: request.log lines do not repeat it.
    enterRequestIdScope(id, () => t.app.log.info('a line on the root logger'));
    const rootLine = lines.find((line) => line.msg === 'a line on the root logger');
    expect(rootLine?.reqId).toBe(id);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
  });
});
