import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCourseDemo } from './course.seed';
import { seedDemo } from './seed';

describe('demo seed: listings', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
    await seedCourseDemo(t.app.deps.db);
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

  it('puts a listing of every category in the first store, covering every tab once (seeding twice adds none)', async () => {
    expect((await call('GET', '/course/status_count')).value).toEqual({
      online: 2,
      offline: 1,
      draft: 1,
      pending: 1,
      rejected: 1,
    });
    const page = (await call('POST', '/course/list', { pageable: { number: 1, size: 20 } })).value;
    expect(page.content.map((c: { category: number }) => c.category).sort()).toEqual([1, 2, 3, 4, 6, 7]);
    const rejected = page.content.find((c: { status: string }) => c.status === 'rejected');
    expect(Object.keys(rejected.reject_reasons)).toEqual(['price', 'detail']);
    const revised = page.content.find((c: { revision: unknown }) => c.revision !== null);
    expect(revised).toMatchObject({
      name: '健身月卡',
      revision: { status: 'pending', name: '健身月卡（含淋浴）' },
    });
    expect(
      page.content
        .find((c: { category: number }) => c.category === 1)
        .coaches.map((c: { name: string }) => c.name),
    ).toEqual(['张伟', '刘洋']);
  });
});
