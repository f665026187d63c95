import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The demo's services (seed/service.seed.ts), read through the API as the demo merchant. */
describe('demo seed: services', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
    token = await signIn(t.app, 'demo', 'demo123');
  });
  afterAll(() => t.close());

  const list = async (url: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      })
    ).json().value;

  it('gives the first store a court by the half hour, a coach hour and three per-visit packs', async () => {
    const timed = await list('/service/timed/list');
    expect(
      timed.content.map((s: { name: string; resource_kind: string; unit_minutes: number }) => [
        s.name,
        s.resource_kind,
        s.unit_minutes,
      ]),
    ).toEqual([
      ['私教一小时', 'coach', 60],
      ['羽毛球包场（半小时）', 'area', 30],
    ]);
    expect(timed.content.every((s: { resource_name: string | null }) => s.resource_name !== null)).toBe(true);
    const count = await list('/service/count/list');
    expect(
      count.content.map((s: { visits: number; per_week_limit: number | null }) => [
        s.visits,
        s.per_week_limit,
      ]),
    ).toEqual([
      [1, null],
      [10, null],
      [20, 3],
    ]);
    expect(count.content.every((s: { course_ids: number[] }) => s.course_ids.length > 0)).toBe(true);
  });
});
