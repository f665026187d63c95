import fs from 'node:fs';
import path from 'node:path';
import { Code } from '@merchant/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET /api/ready: the database and the object storage, each named when it fails. */
describe('readiness', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers code 0 naming both parts when the database and the storage answer; health stays liveness', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'Success', value: { database: 'ok', storage: 'ok' } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ code: 0, value: { database: 'ok' } });
  });

  it('answers 503 naming the storage when the embedded objects folder is unusable', async () => {
    t = await createTestApp();
    const objects = path.join(t.dataDir, 'objects');
    fs.rmSync(objects, { recursive: true, force: true });
    fs.writeFileSync(objects, 'not a folder');
    const res = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { cookie: 'language=en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: Code.UNAVAILABLE,
      message: 'The service is not ready: the object storage cannot be reached',
      value: { database: 'ok', storage: 'unreachable' },
    });
    // Liveness does not depend on storage.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming the storage when the S3 service does not answer', async () => {
    t = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'ready-test',
        S3_SECRET_ACCESS_KEY: 'ready-test-secret',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { cookie: 'language=zh' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: Code.UNAVAILABLE,
      message: '服务未就绪：无法连接对象存储',
      value: { database: 'ok', storage: 'unreachable' },
    });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    t = await createTestApp();
    await t.app.deps.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { cookie: 'language=es' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: Code.UNAVAILABLE,
      message: 'El servicio no está listo: no se puede acceder a la base de datos',
      value: { database: 'unreachable', storage: 'ok' },
    });
  });
});
