import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMerchant, createSessionToken } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { isAllowedHost } from './request-origin';

/**
 * The Host header never decides an absolute URL we hand out: with STORAGE_PUBLIC_URL
 * unset, a signed file URL, an upload credential's endpoint and a coach's avatar are built on
 * an allowed host only (PUBLIC_HOSTS, the listen address, loopback).
 */
describe('absolute URLs and the Host header', () => {
  const config = {
    host: '0.0.0.0',
    port: 8080,
    publicHosts: ['console.example.com', 'cdn.example.com:8443'],
  };

  it('allows PUBLIC_HOSTS (any port unless one is given), the listen address and loopback only', () => {
    expect(isAllowedHost('console.example.com', config)).toBe(true);
    expect(isAllowedHost('CONSOLE.example.com:443', config)).toBe(true);
    expect(isAllowedHost('cdn.example.com:8443', config)).toBe(true);
    expect(isAllowedHost('cdn.example.com', config)).toBe(false);
    expect(isAllowedHost('0.0.0.0:8080', config)).toBe(true);
    expect(isAllowedHost('localhost:5173', config)).toBe(true);
    expect(isAllowedHost('127.0.0.1', config)).toBe(true);
    expect(isAllowedHost('[::1]:8080', config)).toBe(true);
    for (const hostile of [
      'evil.example',
      'console.example.com.evil.example',
      'evil.example/console.example.com',
      'a b',
      '',
    ])
      expect([hostile, isAllowedHost(hostile, config)]).toEqual([hostile, false]);
  });

  describe.each([
    ['PUBLIC_HOSTS unset', {}, 'http://127.0.0.1:8080'],
    ['PUBLIC_HOSTS set', { PUBLIC_HOSTS: 'console.example.com' }, 'http://console.example.com'],
  ])('%s', (_name, env, fallback) => {
    let t: TestApp;
    let token: string;
    let fileId: number;
    beforeAll(async () => {
      t = await createTestApp({ env });
      const me = await createMerchant(t.app.deps.db);
      token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
      const [store] = me.storeIds as [number];
      ({ id: fileId } = await t.app.deps.db
        .insertInto('uploaded_files')
        .values({
          store_id: store,
          account_id: me.accountId,
          key: `stores/${store}/2026/11/0000000000000001-a.jpg`,
          file_name: 'a.jpg',
          size: 3,
          content_type: 'image/jpeg',
          md5: null,
          purpose: 'image',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    });
    afterAll(() => t.close());

    const get = async (url: string, host: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), host } })).json();

    it('answers a signed URL and a credential on an allowed host, never on the one a caller names', async () => {
      const evil = await get(`/api/upload/files/${fileId}/url`, 'evil.example');
      expect(evil.code).toBe(0);
      expect(evil.value.url.startsWith(`${fallback}/storage/`)).toBe(true);
      expect(evil.value.url).not.toContain('evil.example');
      const credential = await get('/api/upload/credential?fileName=a.jpg&fileSize=3', 'evil.example');
      expect(credential.code).toBe(0);
      expect(credential.value.storage.endpoint).toBe(`${fallback}/storage`);
      expect(JSON.stringify(credential.value)).not.toContain('evil.example');
      // An allowed host is kept: the browser reaches storage the way it reached the console.
      const local = await get(`/api/upload/files/${fileId}/url`, 'localhost:5173');
      expect(local.value.url.startsWith('http://localhost:5173/storage/')).toBe(true);
    });
  });
});
