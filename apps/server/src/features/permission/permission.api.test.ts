import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('menus and button permissions', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const merchant = await createMerchant(t.app.deps.db);
    token = await createSessionToken(t.app.deps.db, merchant.accountId);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

  it('answers the sidebar tree covering the spec screens, in the caller language', async () => {
    const res = await get('/api/permission/auth/menu', { cookie: 'language=zh' });
    const tree = res.json().value;
    expect(res.json().code).toBe(Code.OK);
    expect(tree[0]).toEqual({ id: 1, name: '首页', url: '/dashboard', favicon: 'dashboard', children: [] });
    const urls = JSON.stringify(tree);
    for (const url of [
      '/application',
      '/timeapplication',
      '/numberapplication',
      '/coursetable',
      '/deposit',
      '/notice/index',
    ]) {
      expect(urls).toContain(`"${url}"`);
    }
    const orders = tree.find((m: { url: string }) => m.url === '/orders');
    expect(orders.children.map((c: { name: string }) => c.name)).toEqual(['用户订单', '共享卡订单']);
  });

  it('answers menu names in English by default and in Spanish on request', async () => {
    const en = (await get('/api/permission/auth/menu')).json().value;
    const es = (await get('/api/permission/auth/menu', { 'accept-language': 'es' })).json().value;
    expect(en[0].name).toBe('Dashboard');
    expect(es[0].name).toBe('Inicio');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/permission/auth/menu' });
    expect(res.json().code).toBe(Code.NOT_SIGNED_IN);
  });

  it('answers the button permissions of one menu, keyed by name', async () => {
    const res = await get('/api/permission/auth/menu/function/11', { cookie: 'language=zh' });
    expect(res.json().value).toEqual([{ id: 1101, name: 'message:delete', title: '删除消息' }]);
    expect((await get('/api/permission/auth/menu/function/1')).json().value).toEqual([]);
  });

  it('grants nothing to a role without grants', async () => {
    const platform = await createMerchant(t.app.deps.db, { role: 0, stores: 0 });
    const platformToken = await createSessionToken(t.app.deps.db, platform.accountId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/permission/auth/menu/function/11',
      headers: bearer(platformToken),
    });
    expect(res.json().value).toEqual([]);
  });

  it('keeps accounts that are not console accounts (coaches, app users) out', async () => {
    const coach = await createMerchant(t.app.deps.db, { role: 3, stores: 0 });
    const coachToken = await createSessionToken(t.app.deps.db, coach.accountId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/permission/auth/menu/function/11',
      headers: bearer(coachToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: -403, message: 'This account cannot use the merchant console' });
  });

  it('refuses an unknown menu and a malformed id', async () => {
    expect((await get('/api/permission/auth/menu/function/999')).json().code).toBe(Code.NOT_FOUND);
    const bad = await get('/api/permission/auth/menu/function/abc');
    expect(bad.json().code).toBe(Code.VALIDATION);
    expect(bad.json().message).toContain('menuId');
  });
});
