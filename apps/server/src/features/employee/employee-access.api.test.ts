import cookie from '@fastify/cookie';
import { Code } from '@merchant/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../../plugins/access';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { languagePlugin } from '../../plugins/language';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { holdsPermission } from '../session/access.repository';
import { addEmployee, call, employeeBody, employeeToken, newOwner, phoneSignIn } from './employee-test-kit';

/**
 * What an employee may do, on a real database: the access read on every call (grants, stores,
 * status), the menu and button answers, signing in and the store switcher (docs/staff-access.md).
 */
describe('employee access', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof newOwner>>;
  let first: number;
  let second: number;
  let templates: Record<'front_desk' | 'manager' | 'finance', number[]>;
  /** A front-desk clerk in the first store only, signed in there. */
  let clerk: { id: number; phone: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    owner = await newOwner(db, 2);
    [first, second] = owner.storeIds as [number, number];
    templates = (await call(t.app, 'GET', '/api/employee/grant-options', { token: owner.token })).body.value
      .templates;
    const added = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [first], template: 'front_desk', function_ids: templates.front_desk }),
    );
    clerk = { ...added, token: await employeeToken(db, added.phone, first) };
  });
  afterAll(() => t.close());

  /** A probe app with the real access plugin and one store route declaring `permission`. */
  const probe = async (permission: string) => {
    const app = Fastify();
    await app.register(cookie);
    await app.register(languagePlugin);
    await app.register(errorHandlerPlugin);
    await app.register(
      async (api) => {
        await api.register(accessPlugin, { db: t.app.deps.db, routes: [] });
        api.get('/probe', { config: { access: { scope: 'store', permission } } }, async (request) => ({
          code: 0,
          message: 'ok',
          value: request.storeId,
        }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    return {
      code: async (token: string, store?: number) => {
        const headers = { ...bearer(token), ...(store ? { 'x-store-id': String(store) } : {}) };
        return (await app.inject({ method: 'GET', url: '/api/probe', headers })).json().code as number;
      },
      close: () => app.close(),
    };
  };

  const menuUrls = async (token: string, store?: number) => {
    const urls: string[] = [];
    const walk = (items: { url: string; children: never[] }[]) => {
      for (const m of items) {
        urls.push(m.url);
        walk(m.children);
      }
    };
    walk((await call(t.app, 'GET', '/api/permission/auth/menu', { token, store })).body.value);
    return urls;
  };
  const functionsOf = async (token: string, menuId: number, store?: number) =>
    (
      await call(t.app, 'GET', `/api/permission/auth/menu/function/${menuId}`, { token, store })
    ).body.value.map((f: { name: string }) => f.name);

  it('lets a clerk do what the always-menus allow and refuses the rest with -403', async () => {
    const ok = await call(t.app, 'DELETE', '/api/message/system/delete/', {
      token: clerk.token,
      payload: { ids: [1] },
    });
    expect(ok.body.code).toBe(Code.OK);
    const list = await call(t.app, 'POST', '/api/employee/list', { token: clerk.token, payload: {} });
    expect(list.body).toEqual({
      code: Code.FORBIDDEN,
      message: 'You do not have the permission employee:view',
      value: null,
    });
    const upload = await call(t.app, 'DELETE', '/api/upload/files/1', { token: clerk.token });
    expect(upload.body.code).toBe(Code.FORBIDDEN);
    expect(upload.body.message).toContain('upload:delete');
  });

  it('refuses a clerk finance and staff, allows the front desk; in a store not granted, nothing', async () => {
    for (const [permission, expected] of [
      ['withdraw:apply', Code.FORBIDDEN],
      ['account:view', Code.FORBIDDEN],
      ['order:view', Code.FORBIDDEN],
      ['employee:edit', Code.FORBIDDEN],
      ['coach:view', Code.OK],
      ['coupon:validate', Code.OK],
      ['coach:edit', Code.FORBIDDEN],
    ] as const) {
      const p = await probe(permission);
      expect([permission, await p.code(clerk.token)]).toEqual([permission, expected]);
      // The owner holds everything in its store.
      expect([permission, await p.code(owner.token)]).toEqual([permission, Code.OK]);
      // In the store the clerk does not work in: -403 whatever the permission.
      expect([permission, await p.code(clerk.token, second)]).toEqual([permission, Code.FORBIDDEN]);
      await p.close();
    }
    const res = await call(t.app, 'POST', '/api/audit/list', {
      token: clerk.token,
      store: second,
      payload: {},
    });
    expect(res.body).toEqual({ code: Code.FORBIDDEN, message: 'You do not manage this store', value: null });
  });

  it('refuses finance to a manager and gives it to a finance employee', async () => {
    const { db } = t.app.deps;
    const manager = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [first, second], template: 'manager', function_ids: templates.manager }),
    );
    const finance = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [second], template: 'finance', function_ids: templates.finance }),
    );
    const managerToken = await employeeToken(db, manager.phone, second);
    const financeToken = await employeeToken(db, finance.phone, second);
    const withdraw = await probe('withdraw:apply');
    expect(await withdraw.code(managerToken)).toBe(Code.FORBIDDEN);
    expect(await withdraw.code(financeToken)).toBe(Code.OK);
    await withdraw.close();
    const coachEdit = await probe('coach:edit');
    expect(await coachEdit.code(managerToken)).toBe(Code.OK);
    expect(await coachEdit.code(managerToken, first)).toBe(Code.OK);
    expect(await coachEdit.code(financeToken)).toBe(Code.FORBIDDEN);
    await coachEdit.close();
    expect(
      await holdsPermission(
        db,
        {
          accountId: (
            await db
              .selectFrom('accounts')
              .select('id')
              .where('phone', '=', finance.phone)
              .executeTakeFirstOrThrow()
          ).id,
          role: 2,
        },
        second,
        'order:view',
      ),
    ).toBe(true);
  });

  it('answers the menu and buttons per account and store: the clerk sees the front desk only', async () => {
    const urls = await menuUrls(clerk.token);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/message/index',
        '/notice/index',
        '/users',
        '/member',
        '/coach',
        '/membereview',
        '/cardlist',
        '/verify',
      ]),
    );
    for (const url of [
      '/employee',
      '/finance',
      '/account',
      '/deposit',
      '/classorder',
      '/cover',
      '/picture',
      '/statistics',
    ])
      expect(urls).not.toContain(url);
    expect(await functionsOf(clerk.token, 604)).toEqual(['member:view', 'member:edit']);
    // coupon:validate lives on the /verify screen (605) since migration 2026-11-27-0003-redemptions.
    expect(await functionsOf(clerk.token, 605)).toEqual(['coupon:validate']);
    expect(await functionsOf(clerk.token, 601)).toEqual(['coach:view']);
    expect(await functionsOf(clerk.token, 11)).toEqual(['message:delete']);
    expect(await functionsOf(clerk.token, 602)).toEqual([]);
    expect(await functionsOf(clerk.token, 902)).toEqual([]);
    // The owner: everything, as before.
    const ownerUrls = await menuUrls(owner.token);
    expect(ownerUrls).toEqual(expect.arrayContaining(['/employee', '/deposit', '/cover']));
    expect(await functionsOf(owner.token, 602)).toEqual([
      'employee:view',
      'employee:edit',
      'employee:status',
    ]);
  });

  it('applies a change of grants on the next call, without signing in again', async () => {
    const { db } = t.app.deps;
    const employee = await addEmployee(t.app, owner, employeeBody({ store_ids: [first], function_ids: [] }));
    const token = await employeeToken(db, employee.phone, first);
    expect(await menuUrls(token)).not.toContain('/picture');
    const before = await call(t.app, 'DELETE', '/api/upload/files/999999', { token });
    expect(before.body.code).toBe(Code.FORBIDDEN);
    const [uploadDelete, pictureEdit] = (
      await db
        .selectFrom('menu_functions')
        .select('id')
        .where('name', 'in', ['upload:delete', 'picture:edit'])
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const put = await call(t.app, 'PUT', `/api/employee/${employee.id}`, {
      token: owner.token,
      payload: {
        name: 'x',
        store_ids: [first],
        template: 'custom',
        function_ids: [pictureEdit, uploadDelete],
      },
    });
    expect(put.body.code).toBe(Code.OK);
    expect(await menuUrls(token)).toEqual(expect.arrayContaining(['/store', '/picture', '/files']));
    expect(await functionsOf(token, 401)).toEqual(['picture:view', 'picture:edit']);
    const after = await call(t.app, 'DELETE', '/api/upload/files/999999', { token });
    expect(after.body.code).toBe(Code.NOT_FOUND);
    // Taken away again: refused on the next call.
    await call(t.app, 'PUT', `/api/employee/${employee.id}`, {
      token: owner.token,
      payload: { name: 'x', store_ids: [first], template: 'custom', function_ids: [] },
    });
    expect((await call(t.app, 'DELETE', '/api/upload/files/999999', { token })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect(await functionsOf(token, 401)).toEqual([]);
  });

  it('lists only the granted stores in the switcher, marked as not owned', async () => {
    const stores = await call(t.app, 'GET', '/api/user/store/list', { token: clerk.token });
    expect(stores.body.value).toEqual([{ id: first, name: expect.any(String), owner: false }]);
    const mine = await call(t.app, 'GET', '/api/user/merchant/list', { token: clerk.token });
    expect(mine.body.value.map((s: { id: number; owner: boolean }) => [s.id, s.owner])).toEqual([
      [first, false],
    ]);
    const select = await call(t.app, 'POST', `/api/user/store/select/${second}`, { token: clerk.token });
    expect(select.body.code).toBe(Code.FORBIDDEN);
    const ownerStores = await call(t.app, 'GET', '/api/user/store/list', { token: owner.token });
    expect(ownerStores.body.value.map((s: { owner: boolean }) => s.owner)).toEqual([true, true]);
  });

  it('shows an employee the log of the entities it may view only', async () => {
    const { db } = t.app.deps;
    for (const entity of ['coach', 'cover', 'store_claim'])
      await db
        .insertInto('audit_events')
        .values({
          actor_account_id: owner.accountId,
          store_id: first,
          entity,
          entity_id: 1,
          from_state: null,
          to_state: 'active',
          reason: null,
          at: new Date().toISOString(),
          request_id: null,
        })
        .execute();
    const entities = async (token: string) =>
      new Set(
        (
          await call(t.app, 'POST', '/api/audit/list', { token, payload: { size: 100 } })
        ).body.value.content.map((e: { entity: string }) => e.entity),
      );
    expect([...(await entities(clerk.token))]).toEqual(['coach']);
    expect(await entities(owner.token)).toEqual(new Set(['coach', 'cover', 'store_claim', 'employee']));
  });

  it('signs an employee in with a phone code, then a password it sets once', async () => {
    const employee = await addEmployee(t.app, owner, employeeBody({ store_ids: [second] }));
    const signedIn = await phoneSignIn(t, employee.phone);
    expect(signedIn.body.code).toBe(Code.OK);
    const token = signedIn.body.value.token as string;
    const info = await call(t.app, 'GET', '/api/user/self/get_user_info', { token });
    expect(info.body.value).toMatchObject({
      must_set_password: true,
      store_id: second,
      roles: ['admin', 'merchant'],
    });
    const set = await call(t.app, 'POST', '/api/user/password/initial', {
      token,
      payload: { new_password: 'clerk12345' },
    });
    expect(set.body).toEqual({ code: Code.OK, message: 'Success', value: null });
    const again = await call(t.app, 'POST', '/api/user/password/initial', {
      token,
      payload: { new_password: 'other12345' },
    });
    expect(again.body).toMatchObject({ code: Code.CONFLICT });
    const weak = await call(t.app, 'POST', '/api/user/password/initial', {
      token,
      payload: { new_password: 'a' },
    });
    expect(weak.body.code).toBe(Code.VALIDATION);
    expect(
      (await call(t.app, 'GET', '/api/user/self/get_user_info', { token })).body.value.must_set_password,
    ).toBe(false);
    const byPassword = await call(t.app, 'POST', '/api/user/login_up', {
      payload: { username: employee.phone, password: 'clerk12345' },
    });
    expect(byPassword.body.code).toBe(Code.OK);
  });

  it('ends the sessions of a disabled employee at once and refuses its sign-in, until enabled', async () => {
    const { db } = t.app.deps;
    const employee = await addEmployee(t.app, owner, employeeBody({ store_ids: [first] }));
    const signedIn = await phoneSignIn(t, employee.phone);
    const token = signedIn.body.value.token as string;
    await call(t.app, 'POST', '/api/user/password/initial', {
      token,
      payload: { new_password: 'staff12345' },
    });
    const password = { username: employee.phone, password: 'staff12345' };
    expect((await call(t.app, 'POST', '/api/user/login_up', { payload: password })).body.code).toBe(Code.OK);
    const other = await employeeToken(db, employee.phone, first);
    await call(t.app, 'POST', `/api/employee/${employee.id}/disable`, { token: owner.token });
    for (const open of [token, other]) {
      const res = await call(t.app, 'GET', '/api/message/system/unread_count', { token: open });
      expect(res.body.code).toBe(Code.SESSION_REVOKED);
    }
    const sessions = await db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(['s.revoked_at', 's.revoke_reason'])
      .where('a.phone', '=', employee.phone)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null && s.revoke_reason === 'disabled')).toBe(true);
    for (const [lang, message] of [
      ['en', 'This account was disabled by the store owner'],
      ['zh', '该账号已被店主停用'],
      ['es', 'El propietario de la tienda ha desactivado esta cuenta'],
    ] as const) {
      const refused = await call(t.app, 'POST', '/api/user/login_up', { payload: password, lang });
      expect(refused.body).toEqual({ code: Code.FORBIDDEN, message, value: null });
    }
    const byToken = await call(t.app, 'POST', '/api/user/login_token', { payload: { session_token: token } });
    expect(byToken.body.code).toBe(Code.SESSION_REVOKED);
    // The phone-code way: a code older than a minute is not needed, the limits allow one per minute.
    await db.deleteFrom('sms_codes').where('phone', '=', employee.phone).execute();
    const byPhone = await phoneSignIn(t, employee.phone);
    expect(byPhone.body).toMatchObject({
      code: Code.FORBIDDEN,
      message: 'This account was disabled by the store owner',
    });
    await call(t.app, 'POST', `/api/employee/${employee.id}/enable`, { token: owner.token });
    expect((await call(t.app, 'POST', '/api/user/login_up', { payload: password })).body.code).toBe(Code.OK);
  });
});
