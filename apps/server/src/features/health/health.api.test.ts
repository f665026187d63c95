import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('gateway basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with code 0 when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: Code.OK, value: { database: 'ok' } });
  });

  it('answers an unknown route with the not-found code in the caller language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { cookie: 'language=zh' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: Code.NOT_FOUND, message: '接口不存在：GET /api/nope', value: null });
  });

  it('uses Accept-Language when there is no language cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(res.json().message).toBe('No existe la llamada: GET /api/nope');
  });

  it('names a missing field and a malformed body, never answering 500', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/user/login_up',
      payload: { username: 'a' },
    });
    expect(missing.json()).toMatchObject({ code: Code.VALIDATION, message: 'password is required' });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/user/login_up',
      payload: { username: 'a' },
      headers: { cookie: 'language=zh' },
    });
    expect(zh.json().message).toBe('password 不能为空');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/login_up',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(Code.VALIDATION);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});
