import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requireManagedStore } from './store.service';

describe('store switcher and merchant list', () => {
  let t: TestApp;
  let me: MerchantFixture;
  let other: MerchantFixture;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await createMerchant(t.app.deps.db, { stores: 2 });
    other = await createMerchant(t.app.deps.db, { stores: 1 });
    token = await createSessionToken(t.app.deps.db, me.accountId, { storeId: me.storeIds[0] });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...headers } });

  it('lists only the stores the caller manages, as switcher options', async () => {
    const res = await call('GET', '/api/user/store/list');
    expect(res.json().value).toEqual([
      { id: me.storeIds[0], name: expect.any(String) },
      { id: me.storeIds[1], name: expect.any(String) },
    ]);
  });

  it('selects a managed store and keeps it in the session', async () => {
    const res = await call('POST', `/api/user/store/select/${me.storeIds[1]}`);
    expect(res.json()).toMatchObject({ code: Code.OK, value: { id: me.storeIds[1] } });
    const list = (await call('GET', '/api/user/merchant/list')).json().value;
    expect(list.map((s: { id: number; selected: boolean }) => [s.id, s.selected])).toEqual([
      [me.storeIds[0], false],
      [me.storeIds[1], true],
    ]);
  });

  it("refuses to select another merchant's store, in the caller language", async () => {
    const res = await call('POST', `/api/user/store/select/${other.storeIds[0]}`, { cookie: 'language=zh' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: Code.FORBIDDEN, message: '你无权管理该门店', value: null });
    const missing = await call('POST', '/api/user/merchant/management/999999');
    expect(missing.json().code).toBe(Code.FORBIDDEN);
  });

  it('rejects a malformed store id naming the field', async () => {
    const res = await call('POST', '/api/user/store/select/abc');
    expect(res.json().code).toBe(Code.VALIDATION);
    expect(res.json().message).toContain('id');
  });

  it('enters the management of a store through the merchant list call', async () => {
    const res = await call('POST', `/api/user/merchant/management/${me.storeIds[0]}`);
    expect(res.json().value.id).toBe(me.storeIds[0]);
  });

  it('pages the managed stores through a list query, never showing another merchant’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/merchant/list',
      headers: bearer(token),
      payload: { pageable: { number: 1, size: 1 }, sorts: [{ name: 'name', sort: 'desc' }] },
    });
    expect(res.json().value).toMatchObject({ total: 2, number: 1, size: 1 });
    expect(res.json().value.content[0]).toMatchObject({ id: me.storeIds[1], city: '北京' });
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/user/merchant/list',
      headers: bearer(token),
      payload: { restrictions: [{ name: 'name', operator: 'like', value: 'store' }] },
    });
    const ids = filtered.json().value.content.map((s: { id: number }) => s.id);
    expect(ids).toEqual(me.storeIds);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/merchant/list',
      headers: bearer(token),
      payload: { restrictions: [{ name: 'phone', operator: '=', value: '1' }] },
    });
    expect(refused.json().code).toBe(-400);
  });

  it('scopes store calls to a store the account still manages', async () => {
    const { db } = t.app.deps;
    const caller = { sessionId: 0, accountId: me.accountId, storeId: me.storeIds[0]! };
    expect(await requireManagedStore(db, caller)).toBe(me.storeIds[0]);
    await expect(requireManagedStore(db, { ...caller, storeId: other.storeIds[0]! })).rejects.toMatchObject({
      code: Code.FORBIDDEN,
    });
    await expect(requireManagedStore(db, { ...caller, storeId: null })).rejects.toMatchObject({
      messageKey: 'noStoreSelected',
    });
  });
});
