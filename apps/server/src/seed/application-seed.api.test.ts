import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceOpen } from '../features/application';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedApplicationDemo } from './application.seed';
import { demoFirstStoreId } from './demo-store';
import { seedDemo } from './seed';

describe('demo seed: applications to open a service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
  });
  afterAll(() => t.close());

  it('opens timed services on the first store, leaves per-visit pending, and nothing elsewhere', async () => {
    const { db } = t.app.deps;
    const first = (await demoFirstStoreId(db)) as number;
    const token = await signIn(t.app, 'demo', 'demo123');
    const get = async (type: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/application/${type}`,
          headers: { authorization: `Bearer ${token}`, 'x-store-id': String(first) },
        })
      ).json().value;
    expect(await get('timed')).toMatchObject({ status: 'approved', materials: [], can_edit: true });
    expect(await get('count')).toMatchObject({ status: 'pending' });
    expect(await isServiceOpen(db, first, 'timed')).toBe(true);
    expect(await isServiceOpen(db, first, 'count')).toBe(false);
    const all = await db.selectFrom('service_applications').select(['store_id']).execute();
    expect(all.map((a) => a.store_id)).toEqual([first, first]);
    // Seeding again adds nothing; the seed sends no messages.
    await seedApplicationDemo(db);
    expect((await db.selectFrom('service_applications').select('id').execute()).length).toBe(2);
    expect(
      await db.selectFrom('system_messages').select('id').where('category', '=', 'application').execute(),
    ).toEqual([]);
  });
});
