import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { idCardOf } from './member.seed';
import { seedDemo } from './seed';

describe('demo seed: members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
  });
  afterAll(() => t.close());

  it('gives the first store 60 members, 10 children with guardians, some from the app, ID cards found by number', async () => {
    const token = await signIn(t.app, 'demo', 'demo123');
    const list = async (restrictions: object[] = []) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/list',
        headers: { authorization: `Bearer ${token}` },
        payload: { pageable: { number: 1, size: 100 }, restrictions },
      });
      const body = res.json();
      expect(body.code, body.message).toBe(0);
      return body.value;
    };
    const all = await list();
    const seeded = await t.app.deps.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBeGreaterThanOrEqual(60);
    const children = await list([{ name: 'is_child', operator: '=', value: true }]);
    expect(children.total).toBeGreaterThanOrEqual(10);
    expect(
      children.content.every((m: { phone: string | null; guardian_phone: string }) => m.guardian_phone),
    ).toBe(true);
    expect((await list([{ name: 'source', operator: '=', value: 'app' }])).total).toBeGreaterThan(0);
    const withId = all.content.find((m: { id_card_masked: string | null }) => m.id_card_masked);
    expect(withId.id_card_masked).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    // The first seeded adult's number finds exactly them; a part of it finds nobody.
    expect((await list([{ name: 'id_card', operator: '=', value: idCardOf(0) }])).total).toBe(1);
    expect((await list([{ name: 'id_card', operator: '=', value: idCardOf(0).slice(0, 17) }])).total).toBe(0);
    const phones = new Set(all.content.map((m: { phone: string | null }) => m.phone).filter(Boolean));
    expect(phones.size).toBe(all.content.filter((m: { phone: string | null }) => m.phone).length);
  });
});
