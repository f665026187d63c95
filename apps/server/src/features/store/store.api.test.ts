import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

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
      { id: me.storeIds[0], name: expect.any(String), owner: true },
      { id: me.storeIds[1], name: expect.any(String), owner: true },
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

  it('acts on the store named by X-Store-Id, checked against the stores the caller manages', async () => {
    const selected = async (headers: Record<string, string>) =>
      (await call('GET', '/api/user/merchant/list', headers))
        .json()
        .value.filter((s: { selected: boolean }) => s.selected)
        .map((s: { id: number }) => s.id);
    // The session is on the first store; the header names the second.
    expect(await selected({})).toEqual([me.storeIds[0]]);
    expect(await selected({ 'x-store-id': String(me.storeIds[1]) })).toEqual([me.storeIds[1]]);
    const foreign = await call('GET', '/api/user/merchant/list', { 'x-store-id': String(other.storeIds[0]) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: -403, message: 'You do not manage this store' });
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

  it('treats a session store the caller no longer manages as no store on account calls', async () => {
    const { db } = t.app.deps;
    const lost = await createMerchant(db, { stores: 1 });
    const lostToken = await createSessionToken(db, lost.accountId, { storeId: lost.storeIds[0] });
    await db.deleteFrom('store_managers').where('account_id', '=', lost.accountId).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/store/list',
      headers: bearer(lostToken),
    });
    expect(res.json()).toMatchObject({ code: 0, value: [] });
  });
});
