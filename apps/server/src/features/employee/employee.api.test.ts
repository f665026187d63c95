import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountOf,
  addEmployee,
  call,
  employeeBody,
  employeeToken,
  functionIds,
  newOwner,
} from './employee-test-kit';

/** The employee calls on a real database (SQLite, or PostgreSQL with DATABASE_URL). */
describe('employees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The employee's events, each with the stores it lists (an account-level event names no store). */
  const auditOf = async (id: number) => {
    const { db } = t.app.deps;
    const events = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'employee')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    const listed = events.length
      ? await db
          .selectFrom('audit_event_stores')
          .selectAll()
          .where(
            'event_id',
            'in',
            events.map((e) => e.id),
          )
          .execute()
      : [];
    return events.map((e) => ({
      ...e,
      stores: listed
        .filter((l) => l.event_id === e.id)
        .map((l) => l.store_id)
        .sort((a, b) => a - b),
    }));
  };

  it('adds an employee with a new account, the implied views and one log event listing its stores', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db);
    const [coachEdit, memberEdit, coachView, memberView] = await functionIds(
      db,
      'coach:edit',
      'member:edit',
      'coach:view',
      'member:view',
    );
    const body = employeeBody({
      store_ids: [...owner.storeIds].reverse(),
      function_ids: [coachEdit, memberEdit],
    });
    const res = await call(t.app, 'POST', '/api/employee', { token: owner.token, payload: body });
    expect(res.body.code).toBe(Code.OK);
    const employee = res.body.value;
    expect(employee).toMatchObject({
      name: '王芳',
      phone: body.phone,
      status: 'active',
      template: 'custom',
      stores: owner.storeIds.map((id) => ({ id, name: expect.any(String) })),
      function_ids: [coachView, coachEdit, memberView, memberEdit].sort((a, b) => a - b),
    });
    expect(Object.keys(employee).sort()).toEqual(
      [
        'created_at',
        'function_ids',
        'id',
        'name',
        'phone',
        'status',
        'stores',
        'template',
        'updated_at',
      ].sort(),
    );
    const account = await accountOf(db, body.phone);
    expect(account).toMatchObject({ username: body.phone, name: '王芳', role: 2, must_set_password: 1 });
    const rows = await auditOf(employee.id);
    // One account-level event that lists both stores, not one row per store.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ store_id: null, stores: [...owner.storeIds].sort((a, b) => a - b) });
    expect(rows[0]).toMatchObject({
      actor_account_id: owner.accountId,
      from_state: null,
      to_state: 'active',
      reason: `+coach:view +coach:edit +member:view +member:edit; stores +${owner.storeIds[0]} +${owner.storeIds[1]}`,
    });
    const detail = await call(t.app, 'GET', `/api/employee/${employee.id}`, { token: owner.token });
    expect(detail.body.value).toEqual(employee);
  });

  it('lists the employees of the caller who work in the call’s store, with filters', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db);
    const [a, b] = owner.storeIds as [number, number];
    const inA = await addEmployee(t.app, owner, employeeBody({ name: '张三', store_ids: [a] }));
    const inBoth = await addEmployee(t.app, owner, employeeBody({ name: '李四', store_ids: [a, b] }));
    const inB = await addEmployee(t.app, owner, employeeBody({ name: '王五', store_ids: [b] }));
    const stranger = await newOwner(db);
    await addEmployee(t.app, stranger, employeeBody({ store_ids: [stranger.storeIds[0] as number] }));
    const list = async (store: number, payload: object = {}) =>
      (await call(t.app, 'POST', '/api/employee/list', { token: owner.token, store, payload })).body.value;
    const idsOf = (page: { content: { id: number }[] }) => page.content.map((e) => e.id);
    expect(idsOf(await list(a))).toEqual([inBoth.id, inA.id]);
    expect(idsOf(await list(b))).toEqual([inB.id, inBoth.id]);
    const where = (name: string, operator: string, value: unknown) => ({
      restrictions: [{ name, operator, value }],
    });
    expect(idsOf(await list(a, where('keyword', 'like', '张')))).toEqual([inA.id]);
    expect(idsOf(await list(a, where('keyword', 'like', inBoth.phone.slice(3))))).toEqual([inBoth.id]);
    expect(idsOf(await list(a, where('status', '=', 'disabled')))).toEqual([]);
    expect((await list(a, { sorts: [{ name: 'name', sort: 'asc' }] })).total).toBe(2);
    const bad = await call(t.app, 'POST', '/api/employee/list', {
      token: owner.token,
      payload: where('owner_account_id', '=', 1),
    });
    expect(bad.body.code).toBe(Code.VALIDATION);
  });

  it('answers -404 to another owner for every call on an employee', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db);
    const employee = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [owner.storeIds[0] as number] }),
    );
    const other = await newOwner(db);
    const payload = { name: 'x', store_ids: other.storeIds, template: 'custom', function_ids: [] };
    for (const [method, url, body] of [
      ['GET', `/api/employee/${employee.id}`, undefined],
      ['PUT', `/api/employee/${employee.id}`, payload],
      ['POST', `/api/employee/${employee.id}/disable`, undefined],
      ['POST', `/api/employee/${employee.id}/enable`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token: other.token, payload: body, lang: 'zh' });
      expect([url, res.body]).toEqual([url, { code: Code.NOT_FOUND, message: '该员工不存在', value: null }]);
    }
    const list = await call(t.app, 'POST', '/api/employee/list', { token: other.token, payload: {} });
    expect(list.body.value.total).toBe(0);
  });

  it('links the same phone to two owners as two employments, refuses a duplicate, self and the platform', async () => {
    const { db } = t.app.deps;
    const first = await newOwner(db, 1);
    const second = await newOwner(db, 1);
    const body = employeeBody({ store_ids: first.storeIds });
    const one = await addEmployee(t.app, first, body);
    const two = await addEmployee(t.app, second, { ...body, store_ids: second.storeIds });
    expect(two.id).not.toBe(one.id);
    const rows = await db.selectFrom('employees').selectAll().where('phone', '=', body.phone).execute();
    expect(new Set(rows.map((r) => r.account_id)).size).toBe(1);
    const again = await call(t.app, 'POST', '/api/employee', { token: first.token, payload: body });
    expect(again.body).toEqual({
      code: Code.CONFLICT,
      message: 'This phone number already belongs to one of your employees',
      value: null,
    });
    const self = await call(t.app, 'POST', '/api/employee', {
      token: first.token,
      payload: { ...body, phone: first.phone },
    });
    expect(self.body).toMatchObject({
      code: Code.CONFLICT,
      message: 'You cannot add yourself as an employee',
    });
    const platform = await createMerchant(db, { role: 0, stores: 0 });
    const refused = await call(t.app, 'POST', '/api/employee', {
      token: first.token,
      payload: { ...body, phone: platform.phone },
      lang: 'es',
    });
    expect(refused.body.code).toBe(Code.CONFLICT);
    expect(refused.body.message).toContain('no puede trabajar en una tienda');
    // Nothing half-written.
    expect(
      await db.selectFrom('employees').select('id').where('phone', '=', platform.phone).execute(),
    ).toEqual([]);
  });

  it('refuses stores the caller does not own and functions that cannot be granted, with -403', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 1);
    const other = await newOwner(db, 1);
    const mine = owner.storeIds;
    const post = (payload: object) => call(t.app, 'POST', '/api/employee', { token: owner.token, payload });
    const foreign = await post(employeeBody({ store_ids: [...mine, other.storeIds[0] as number] }));
    expect(foreign.body).toEqual({
      code: Code.FORBIDDEN,
      message: 'You do not manage this store',
      value: null,
    });
    const [employeeEdit, messageDelete] = await functionIds(db, 'employee:edit', 'message:delete');
    for (const id of [employeeEdit, messageDelete, 2_000_000]) {
      const res = await post(employeeBody({ store_ids: mine, function_ids: [id as number] }));
      expect(res.body).toEqual({
        code: Code.FORBIDDEN,
        message: `The permission ${id} cannot be granted to employees`,
        value: null,
      });
    }
    expect(
      await db.selectFrom('employees').select('id').where('owner_account_id', '=', owner.accountId).execute(),
    ).toEqual([]);
  });

  it('refuses hostile input with -400 naming the field, never a 500 or a half-write', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 1);
    const post = (payload: unknown) => call(t.app, 'POST', '/api/employee', { token: owner.token, payload });
    const good = employeeBody({ store_ids: owner.storeIds });
    const cases: [unknown, string][] = [
      [{ ...good, name: 'a\u0000b' }, 'name'],
      [{ ...good, phone: '1370013700' }, 'phone'],
      [{ ...good, phone: 13700137000 }, 'phone'],
      [{ ...good, store_ids: [] }, 'store_ids'],
      [{ ...good, store_ids: ['1'] }, 'store_ids'],
      [{ ...good, function_ids: 'all' }, 'function_ids'],
      [{ ...good, template: 'boss' }, 'template'],
      [{ ...good, name: 'x'.repeat(51) }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect([field, res.body.code]).toEqual([field, Code.VALIDATION]);
      expect(res.body.message).toContain(field);
    }
    const nul = await post({ ...good, name: 'a\u0000b' });
    expect(nul.body.message).toBe('name must not contain control characters');
    const phone = await post({ ...good, phone: '123', lang: 'zh' });
    expect(phone.body.code).toBe(Code.VALIDATION);
    const zh = await call(t.app, 'POST', '/api/employee', {
      token: owner.token,
      payload: { ...good, phone: '123' },
      lang: 'zh',
    });
    expect(zh.body.message).toContain('请输入11位手机号');
    const badId = await call(t.app, 'GET', '/api/employee/1.0', { token: owner.token });
    expect(badId.body.code).toBe(Code.VALIDATION);
    expect(
      await db.selectFrom('employees').select('id').where('owner_account_id', '=', owner.accountId).execute(),
    ).toEqual([]);
  });

  it('changes stores and grants with one log event listing the stores of old ∪ new, naming the change', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 3);
    const [a, b, c] = owner.storeIds as [number, number, number];
    const [coachEdit, memberEdit, coachView, memberView] = await functionIds(
      db,
      'coach:edit',
      'member:edit',
      'coach:view',
      'member:view',
    );
    const employee = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [a, b], function_ids: [memberEdit as number] }),
    );
    const res = await call(t.app, 'PUT', `/api/employee/${employee.id}`, {
      token: owner.token,
      payload: { name: '王芳芳', store_ids: [b, c], template: 'custom', function_ids: [coachEdit] },
    });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.value).toMatchObject({
      name: '王芳芳',
      stores: [{ id: b }, { id: c }],
      function_ids: [coachView, coachEdit],
    });
    const rows = (await auditOf(employee.id)).filter((r) => r.from_state === 'active');
    expect(rows.map((r) => r.stores)).toEqual([[a, b, c].sort((x, y) => x - y)]);
    expect(rows[0]?.reason).toBe(`+coach:view +coach:edit -member:view -member:edit; stores +${c} -${a}`);
    expect(memberView).toBeGreaterThan(0);
    // Only the name: no grant change, no log row.
    await call(t.app, 'PUT', `/api/employee/${employee.id}`, {
      token: owner.token,
      payload: { name: '王芳', store_ids: [b, c], template: 'custom', function_ids: [coachEdit] },
    });
    expect((await auditOf(employee.id)).length).toBe(rows.length + 1);
  });

  it('runs two simultaneous edits in turn: the second logs its change from what the first left', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 3);
    const [a, b, c] = owner.storeIds as [number, number, number];
    const [coachView] = await functionIds(db, 'coach:view');
    const employee = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [a], function_ids: [coachView] }),
    );
    const edit = (stores: number[]) =>
      call(t.app, 'PUT', `/api/employee/${employee.id}`, {
        token: owner.token,
        payload: { name: '王芳', store_ids: stores, template: 'custom', function_ids: [coachView] },
      });
    const answers = await Promise.all([edit([a, b]), edit([a, c])]);
    expect(answers.map((r) => r.body.code)).toEqual([Code.OK, Code.OK]);
    const edits = (await auditOf(employee.id)).filter((r) => r.from_state === 'active');
    expect(edits).toHaveLength(2);
    const [first, second] = edits as [(typeof edits)[0], (typeof edits)[0]];
    // Whichever ran first added its store; the second added its own and took the first's away.
    const firstAdded = Number(/^stores \+(\d+)$/.exec(first.reason ?? '')?.[1]);
    const secondAdded = firstAdded === b ? c : b;
    expect(second.reason).toBe(`stores +${secondAdded} -${firstAdded}`);
    expect(second.stores).toEqual([a, b, c]);
    const final = await call(t.app, 'GET', `/api/employee/${employee.id}`, { token: owner.token });
    expect(final.body.value.stores.map((s: { id: number }) => s.id)).toEqual(
      [a, secondAdded].sort((x, y) => x - y),
    );
  });

  it('lets one of two simultaneous disables win: the other is -409, one log event listing the stores', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 2);
    const employee = await addEmployee(t.app, owner, employeeBody({ store_ids: owner.storeIds }));
    const disable = () => call(t.app, 'POST', `/api/employee/${employee.id}/disable`, { token: owner.token });
    const answers = await Promise.all([disable(), disable()]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([Code.CONFLICT, Code.OK]);
    const rows = (await auditOf(employee.id)).filter((r) => r.to_state === 'disabled');
    expect(rows.map((r) => r.stores)).toEqual([[...owner.storeIds].sort((a, b) => a - b)]);
    const again = await disable();
    expect(again.body).toEqual({
      code: Code.CONFLICT,
      message: 'This change (disabled to disabled) is not allowed here',
      value: null,
    });
    const enabled = await call(t.app, 'POST', `/api/employee/${employee.id}/enable`, { token: owner.token });
    expect(enabled.body.value.status).toBe('active');
    const twice = await call(t.app, 'POST', `/api/employee/${employee.id}/enable`, { token: owner.token });
    expect(twice.body.code).toBe(Code.CONFLICT);
  });

  it('answers the grant options: grantable screens only, the templates, the owner’s stores', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 2);
    const res = await call(t.app, 'GET', '/api/employee/grant-options', { token: owner.token, lang: 'zh' });
    expect(res.body.code).toBe(Code.OK);
    const { menus, templates, stores } = res.body.value;
    expect(stores.map((s: { id: number }) => s.id)).toEqual(owner.storeIds);
    const flat: { id: number; url: string; functions: { name: string; title: string }[] }[] = [];
    const walk = (items: typeof flat & { children: never[] }[]) => {
      for (const m of items) {
        flat.push(m);
        walk((m as unknown as { children: typeof items }).children);
      }
    };
    walk(menus);
    const urls = flat.map((m) => m.url);
    expect(urls).toContain('/users');
    expect(urls).toContain('/coach');
    for (const url of ['/employee', '/dashboard', '/message/index', '/notice/index'])
      expect(urls).not.toContain(url);
    const coach = flat.find((m) => m.url === '/coach');
    expect(coach?.functions.map((f) => f.title)).toEqual(['查看', '新建和编辑', '启用或停用']);
    const names = async (ids: number[]) =>
      (await db.selectFrom('menu_functions').select('name').where('id', 'in', ids).execute()).map(
        (r) => r.name,
      );
    const frontDesk = await names(templates.front_desk);
    expect(frontDesk).toEqual(
      expect.arrayContaining(['member:view', 'coupon:validate', 'cardlist:issue', 'coach:view']),
    );
    expect(frontDesk).not.toContain('order:view');
    const manager = await names(templates.manager);
    expect(manager).toEqual(expect.arrayContaining(['coach:edit', 'order:refund', 'statistics:view']));
    expect(manager.filter((n) => n.startsWith('account:') || n.startsWith('withdraw:'))).toEqual([]);
    expect((await names(templates.finance)).sort()).toEqual(
      [
        'account:edit',
        'account:view',
        'order:refund',
        'order:view',
        'shareorder:view',
        'statistics:view',
        'withdraw:apply',
        'withdraw:view',
      ].sort(),
    );
  });

  it('keeps employees out of every employee call (an employee can never grant)', async () => {
    const { db } = t.app.deps;
    const owner = await newOwner(db, 1);
    const store = owner.storeIds[0] as number;
    const all = await call(t.app, 'GET', '/api/employee/grant-options', { token: owner.token });
    const employee = await addEmployee(
      t.app,
      owner,
      employeeBody({
        store_ids: [store],
        template: 'manager',
        function_ids: all.body.value.templates.manager,
      }),
    );
    const token = await employeeToken(db, employee.phone, store);
    for (const [method, url, payload] of [
      ['POST', '/api/employee/list', {}],
      ['GET', '/api/employee/grant-options', undefined],
      ['GET', `/api/employee/${employee.id}`, undefined],
      ['POST', '/api/employee', employeeBody({ store_ids: [store] })],
      [
        'PUT',
        `/api/employee/${employee.id}`,
        { name: 'x', store_ids: [store], template: 'custom', function_ids: [] },
      ],
      ['POST', `/api/employee/${employee.id}/disable`, undefined],
      ['POST', `/api/employee/${employee.id}/enable`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token, payload });
      expect([url, res.body.code]).toEqual([url, Code.FORBIDDEN]);
    }
  });
});
