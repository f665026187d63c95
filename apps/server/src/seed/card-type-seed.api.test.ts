import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCardTypeDemo } from './card-type.seed';
import { seedDemo } from './seed';

describe('demo seed: card types', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
    await seedCardTypeDemo(t.app.deps.db);
    token = await signIn(t.app, 'demo', 'demo123');
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (
      await t.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      })
    ).json();

  it('gives the first store every kind within the Shanghai caps (seeding twice adds none)', async () => {
    expect((await call('GET', '/card/settings')).value).toEqual({ prepaid_region: 'shanghai' });
    const page = (await call('POST', '/card/type/list', { pageable: { number: 1, size: 50 } })).value;
    expect(page.total).toBe(7);
    const types = page.content as {
      kind: string;
      status: string;
      shareable: boolean;
      max_holders: number;
      parallel_use: boolean;
      all_courses: boolean;
      course_ids: number[];
      gift_sessions: number;
      gift_fen: number;
      cap_warnings: string[];
    }[];
    expect(new Set(types.map((c) => c.kind))).toEqual(new Set(['period', 'count', 'stored_value']));
    expect(
      types
        .filter((c) => c.shareable)
        .map((c) => c.max_holders)
        .sort(),
    ).toEqual([2, 3]);
    expect(types.filter((c) => c.parallel_use)).toHaveLength(1);
    expect(types.filter((c) => c.status === 'off_sale')).toHaveLength(1);
    expect(types.filter((c) => c.gift_sessions > 0)).toHaveLength(1);
    expect(types.find((c) => c.kind === 'stored_value')?.gift_fen).toBe(10_000);
    const limited = types.filter((c) => !c.all_courses);
    expect(limited.map((c) => c.course_ids.length)).toEqual([2]);
    expect(types.flatMap((c) => c.cap_warnings)).toEqual([]);
  });
});
