import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from './employee-test-kit';

/** The demo staff: a clerk in the first store and a manager in both. */
describe('demo staff seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
  });
  afterAll(() => t.close());

  const urlsOf = (items: { url: string; children: never[] }[]): string[] =>
    items.flatMap((m) => [m.url, ...urlsOf(m.children)]);

  it('signs the clerk in with its password into the first store only, with the front-desk menu', async () => {
    const demo = await signIn(t.app, 'demo', 'demo123');
    const demoStores = (await call(t.app, 'GET', '/api/user/store/list', { token: demo })).body.value;
    const token = await signIn(t.app, '13700137000', 'clerk123');
    const info = (await call(t.app, 'GET', '/api/user/self/get_user_info', { token })).body.value;
    expect(info).toMatchObject({ name: '王芳', must_set_password: false, store_id: demoStores[0].id });
    // The clerk owns no store: the console does not offer it "Store qualifications".
    expect(info.staff_only).toBe(true);
    expect(
      (await call(t.app, 'GET', '/api/user/self/get_user_info', { token: demo })).body.value.staff_only,
    ).toBe(false);
    const stores = (await call(t.app, 'GET', '/api/user/store/list', { token })).body.value;
    expect(stores).toEqual([{ ...demoStores[0], owner: false }]);
    const urls = urlsOf((await call(t.app, 'GET', '/api/permission/auth/menu', { token })).body.value);
    expect(urls).toEqual(expect.arrayContaining(['/member', '/coach', '/cardlist', '/membereview']));
    for (const url of ['/employee', '/finance', '/deposit', '/classorder']) expect(urls).not.toContain(url);
    const employees = await call(t.app, 'POST', '/api/employee/list', { token: demo, payload: {} });
    expect(
      employees.body.value.content.map((e: { name: string; template: string }) => [e.name, e.template]),
    ).toEqual([
      ['赵强', 'manager'],
      ['王芳', 'front_desk'],
    ]);
  });

  it('signs the manager in with both stores and everything but finance and staff', async () => {
    const token = await signIn(t.app, '13700137001', 'manager123');
    const stores = (await call(t.app, 'GET', '/api/user/store/list', { token })).body.value;
    expect(stores.map((s: { owner: boolean }) => s.owner)).toEqual([false, false]);
    const urls = urlsOf((await call(t.app, 'GET', '/api/permission/auth/menu', { token })).body.value);
    expect(urls).toEqual(expect.arrayContaining(['/coach', '/cover', '/classorder', '/statistics']));
    for (const url of ['/employee', '/finance', '/account', '/deposit']) expect(urls).not.toContain(url);
  });
});
