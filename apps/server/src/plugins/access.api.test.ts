import cookie from '@fastify/cookie';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployment } from '../features/employee/employee-test-kit';
import { hashToken } from '../lib/tokens';
import { bearer, createMerchant, createSessionToken, type MerchantFixture } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { type ApiRoute, accessPlugin } from './access';
import type { RouteAccess } from './access-types';
import { errorHandlerPlugin } from './error-handler';
import { languagePlugin } from './language';

/**
 * The access rules of every API route, generated from the app's own route table: a route
 * added later is covered without touching this file.
 */
describe('access, for every route of the API', () => {
  let t: TestApp;
  let merchant: MerchantFixture;
  let other: MerchantFixture;
  const tokens = { merchant: '', platform: '', app: '', coach: '', revoked: '', expired: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    merchant = await createMerchant(db, { stores: 2 });
    other = await createMerchant(db, { stores: 1 });
    tokens.merchant = await createSessionToken(db, merchant.accountId, { storeId: merchant.storeIds[0] });
    const platform = await createMerchant(db, { role: 0, stores: 0 });
    tokens.platform = await createSessionToken(db, platform.accountId);
    const coach = await createMerchant(db, { role: 3, stores: 0 });
    tokens.coach = await createSessionToken(db, coach.accountId);
    tokens.expired = await createSessionToken(db, merchant.accountId, { expiresInMs: -1000 });
    tokens.revoked = await createSessionToken(db, merchant.accountId);
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoke_reason: 'logout' })
      .where('token_hash', '=', hashToken(tokens.revoked))
      .execute();
    tokens.app = await appSignIn('13912345678');
  });
  afterAll(() => t.close());

  /** A consumer's token through the real calls: a code by text message, then the app sign-in. */
  const appSignIn = async (phone: string): Promise<string> => {
    await t.app.inject({ method: 'POST', url: `/api/user/sendcode/${phone}` });
    const code = t.sms.filter((m) => m.phone === phone).at(-1)?.code;
    const res = await t.app.inject({ method: 'POST', url: '/api/app/login_phone', payload: { phone, code } });
    expect(res.json().code).toBe(0);
    return res.json().value.token;
  };

  const routes = (): readonly ApiRoute[] => t.app.apiRoutes;
  const guarded = () => routes().filter((r) => r.access.scope !== 'public');
  const withScope = (...scopes: string[]) => guarded().filter((r) => scopes.includes(r.access.scope));
  const name = (r: ApiRoute) => `${r.method} ${r.url}`;

  /**
   * A call of the route whose path, query and body are all invalid: whatever answers first
   * shows the order of the checks (access must come before validation).
   */
  const badCall = (route: ApiRoute, headers: Record<string, string> = {}) => {
    const url = `${route.url.replace(/:[A-Za-z_]+/g, 'not-an-id')}?number=abc&size=-1`;
    const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
    if (route.method !== 'GET' && route.method !== 'HEAD') {
      options.payload = '{"broken":';
      options.headers = { ...headers, 'content-type': 'application/json' };
    }
    return t.app.inject(options);
  };

  /** Every route answers `code` with the HTTP status that goes with it; failures are listed. */
  const expectEvery = async (
    list: readonly ApiRoute[],
    headers: Record<string, string>,
    code: number,
    status: number,
  ) => {
    expect(list.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of list) {
      const res = await badCall(route, headers);
      if (res.statusCode !== status || res.json().code !== code)
        wrong.push(`${name(route)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  };

  it('holds every route of the features, each with a declared scope', () => {
    const table = routes().map(name);
    for (const known of [
      'GET /api/health',
      'POST /api/user/login_up',
      'DELETE /api/message/system/delete/',
      'DELETE /api/upload/files/:id',
      'POST /api/claim/apply',
      'POST /api/platform/claims/list',
      'POST /api/app/login_phone',
      'POST /api/app/logout',
    ])
      expect(table).toContain(known);
    expect(table.filter((r) => r.startsWith('HEAD '))).toEqual([]);
    const permissions = Object.fromEntries(routes().map((r) => [name(r), r.access.permission]));
    expect(permissions['DELETE /api/message/system/delete/']).toBe('message:delete');
    expect(permissions['DELETE /api/upload/files/:id']).toBe('upload:delete');
  });

  it('documents the bearer token on every route but the public ones', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    /** Public: no requirement, or an empty one among the alternatives (a token is optional). */
    const open = (security: object[] | undefined) =>
      Array.isArray(security) && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
    const wrong = routes().filter((r) => {
      const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[r.method.toLowerCase()];
      return !operation || open(operation.security) !== (r.access.scope === 'public');
    });
    expect(wrong.map(name)).toEqual([]);
  });

  it('answers -101 (HTTP 401) without a token, before looking at the input', async () => {
    await expectEvery(guarded(), {}, -101, 401);
  });

  it('answers -107 for a revoked token and -106 for an expired one on every route', async () => {
    await expectEvery(guarded(), bearer(tokens.revoked), -107, 401);
    await expectEvery(guarded(), bearer(tokens.expired), -106, 401);
  });

  it('refuses -403 every permission route to an employee without grants, and always-menu ones without the role grant', async () => {
    const { db } = t.app.deps;
    const withPermission = guarded().filter((r) => r.access.permission);
    expect(withPermission.length).toBeGreaterThanOrEqual(2);
    // An employee of the merchant, active in its first store, holding no function.
    const staff = await createMerchant(db, { stores: 0 });
    await insertEmployment(db, {
      owner: merchant.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [merchant.storeIds[0] as number],
    });
    const staffToken = await createSessionToken(db, staff.accountId, { storeId: merchant.storeIds[0] });
    const granted = await db.selectFrom('role_functions').selectAll().where('role', '=', 2).execute();
    await db.deleteFrom('role_functions').where('role', '=', 2).execute();
    try {
      await expectEvery(withPermission, bearer(staffToken), -403, 403);
      const res = await badCall(
        withPermission.find((r) => r.access.permission === 'message:delete') as ApiRoute,
        bearer(staffToken),
      );
      expect(res.json().message).toBe('You do not have the permission message:delete');
      // The owner of the store holds every permission there, whatever its role holds (past
      // access, to validation; a GET without parameters has no input to refuse).
      const withInput = withPermission.filter((r) => r.method !== 'GET' || r.url.includes(':'));
      await expectEvery(withInput, bearer(tokens.merchant), -400, 400);
    } finally {
      await db.insertInto('role_functions').values(granted).execute();
    }
    // With the role's grants back, the employee passes the `always` ones (message:delete).
    const always = withPermission.filter((r) => r.access.permission === 'message:delete');
    await expectEvery(always, bearer(staffToken), -400, 400);
  });

  it('keeps consumer accounts (and coaches) out of every console route', async () => {
    const consoleRoutes = withScope('account', 'store', 'platform');
    await expectEvery(consoleRoutes, bearer(tokens.app), -403, 403);
    await expectEvery(consoleRoutes, bearer(tokens.coach), -403, 403);
    const res = await badCall(consoleRoutes[0] as ApiRoute, { ...bearer(tokens.app), cookie: 'language=zh' });
    expect(res.json().message).toBe('该账号不能使用商户后台');
  });

  it('keeps console accounts out of every app route', async () => {
    await expectEvery(withScope('app'), bearer(tokens.merchant), -403, 403);
    await expectEvery(withScope('app'), bearer(tokens.platform), -403, 403);
  });

  it('keeps merchants out of every platform route and the platform out of merchant-only ones', async () => {
    await expectEvery(withScope('platform'), bearer(tokens.merchant), -403, 403);
    const merchantOnly = guarded().filter(
      (r) => r.access.scope === 'store' || (r.access.scope === 'account' && r.access.merchantOnly),
    );
    await expectEvery(merchantOnly, bearer(tokens.platform), -403, 403);
  });

  it('answers -101, not -400, to an anonymous POST /claim/apply {}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claim/apply', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: -101, message: 'Please sign in first', value: null });
  });

  describe('X-Store-Id', () => {
    const credential = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/upload/credential?fileName=a.jpg&fileSize=10',
        headers: { ...bearer(tokens.merchant), ...headers },
      });

    it('acts on the managed store it names, not the session selection', async () => {
      const [first, second] = merchant.storeIds;
      const bySession = await credential({});
      expect(bySession.json().value.storage.prefix).toBe(`stores/${first}/`);
      const byHeader = await credential({ 'x-store-id': String(second) });
      expect(byHeader.json().value.storage.prefix).toBe(`stores/${second}/`);
    });

    it('refuses a store the caller does not manage, or that does not exist, with -403', async () => {
      for (const id of [other.storeIds[0], 2147483647]) {
        const res = await credential({ 'x-store-id': String(id), cookie: 'language=es' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: -403, message: 'Usted no gestiona esta tienda', value: null });
      }
    });

    it('refuses anything but one canonical positive 32-bit id with -400', async () => {
      for (const value of ['0', '-1', '01', '1.0', '1e3', ' 1', 'abc', '2147483648', '99999999999', '']) {
        const res = await credential({ 'x-store-id': value });
        expect([value, res.json().code]).toEqual([value, -400]);
        expect(res.json().message).toContain('X-Store-Id');
      }
    });
  });
});

/**
 * The plugin on its own, in a small app on a real database: the start-up check, and the
 * `store` scope, which no route of the foundation uses yet.
 */
describe('the access plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An app with the plugin under /api and one route declared `access` (or not at all). */
  const appWith = async (access: RouteAccess | undefined) => {
    const app = Fastify();
    await app.register(cookie);
    await app.register(languagePlugin);
    await app.register(errorHandlerPlugin);
    await app.register(
      async (api) => {
        await api.register(accessPlugin, { db: t.app.deps.db, routes: [] });
        api.get('/probe', { config: access ? { access } : {} }, async (request) => ({
          code: 0,
          message: 'ok',
          value: { storeId: request.storeId, callerStore: request.caller?.storeId ?? null },
        }));
      },
      { prefix: '/api' },
    );
    // Outside /api the plugin has no say: no declaration needed.
    app.get('/outside', async () => 'fine');
    await app.ready();
    return app;
  };

  it('stops the start-up when an API route declares no access', async () => {
    await expect(appWith(undefined)).rejects.toThrow(/GET \/api\/probe declares no access/);
    const app = await appWith({ scope: 'public' });
    expect((await app.inject({ method: 'GET', url: '/outside' })).body).toBe('fine');
    await app.close();
  });

  it('gives a store route the checked store: X-Store-Id, else the session selection', async () => {
    const { db } = t.app.deps;
    const me = await createMerchant(db, { stores: 2 });
    const someone = await createMerchant(db, { stores: 1 });
    const app = await appWith({ scope: 'store' });
    const probe = async (token: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/probe',
        headers: { ...bearer(token), ...headers },
      });
      return { status: res.statusCode, ...res.json() };
    };
    const onFirst = await createSessionToken(db, me.accountId, { storeId: me.storeIds[0] });
    expect((await probe(onFirst)).value).toEqual({ storeId: me.storeIds[0], callerStore: me.storeIds[0] });
    const second = String(me.storeIds[1]);
    expect((await probe(onFirst, { 'x-store-id': second })).value.storeId).toBe(me.storeIds[1]);
    expect(await probe(onFirst, { 'x-store-id': String(someone.storeIds[0]) })).toMatchObject({
      status: 403,
      code: -403,
      message: 'You do not manage this store',
    });
    const noStore = await createSessionToken(db, me.accountId);
    expect(await probe(noStore)).toMatchObject({ code: -403, message: 'Please select a store first' });
    expect((await probe(noStore, { 'x-store-id': second })).value.storeId).toBe(me.storeIds[1]);
    // A store taken away applies at once, also when it is the session's selection.
    await db.deleteFrom('store_managers').where('account_id', '=', me.accountId).execute();
    expect(await probe(onFirst)).toMatchObject({ code: -403, message: 'You do not manage this store' });
    const platform = await createMerchant(db, { role: 0, stores: 0 });
    expect(await probe(await createSessionToken(db, platform.accountId))).toMatchObject({
      code: -403,
      message: 'Only merchant accounts act in a store',
    });
    await app.close();
  });

  it('reads the permission from the database on every call', async () => {
    const { db } = t.app.deps;
    const owner = await createMerchant(db, { stores: 1 });
    const staff = await createMerchant(db, { stores: 0 });
    const employeeId = await insertEmployment(db, {
      owner: owner.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [owner.storeIds[0] as number],
    });
    const fn = await db
      .selectFrom('menu_functions')
      .select('id')
      .where('name', '=', 'upload:delete')
      .executeTakeFirstOrThrow();
    const grant = { employee_id: employeeId, function_id: fn.id };
    await db.insertInto('employee_functions').values(grant).execute();
    const token = await createSessionToken(db, staff.accountId, { storeId: owner.storeIds[0] });
    const app = await appWith({ scope: 'store', permission: 'upload:delete' });
    const call = async () =>
      (await app.inject({ method: 'GET', url: '/api/probe', headers: bearer(token) })).json().code;
    expect(await call()).toBe(0);
    await db.deleteFrom('employee_functions').where('employee_id', '=', employeeId).execute();
    expect(await call()).toBe(-403);
    await db.insertInto('employee_functions').values(grant).execute();
    expect(await call()).toBe(0);
    await db.updateTable('employees').set({ status: 'disabled' }).where('id', '=', employeeId).execute();
    expect(await call()).toBe(-403);
    await app.close();
  });

  it('lets a route accept any one of several permissions (a read shared by two screens)', async () => {
    const { db } = t.app.deps;
    const owner = await createMerchant(db, { stores: 1 });
    const staff = await createMerchant(db, { stores: 0 });
    const employeeId = await insertEmployment(db, {
      owner: owner.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [owner.storeIds[0] as number],
    });
    const token = await createSessionToken(db, staff.accountId, { storeId: owner.storeIds[0] });
    const app = await appWith({ scope: 'store', permission: ['class:view', 'course:view'] });
    const call = async () =>
      (await app.inject({ method: 'GET', url: '/api/probe', headers: bearer(token) })).json();
    expect(await call()).toMatchObject({
      code: -403,
      message: 'You do not have the permission class:view | course:view',
    });
    const courseView = await db
      .selectFrom('menu_functions')
      .select('id')
      .where('name', '=', 'course:view')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('employee_functions')
      .values({ employee_id: employeeId, function_id: courseView.id })
      .execute();
    expect((await call()).code).toBe(0);
    await app.close();
  });
});
