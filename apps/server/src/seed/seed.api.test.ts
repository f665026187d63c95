import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { DemoMonth } from './market-month';
import { seedIfEmpty, shouldSeed } from './seed';

/** A tiny month of trade: what the month makes is market-month.api.test.ts's subject. */
const month: DemoMonth = { days: 2, consumers: 2, activity: 0.5, seed: 1 };

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))(
    'seeds once when several processes start together on one empty PostgreSQL database',
    async () => {
      const other = await createTestApp();
      try {
        const config = loadConfig({ NODE_ENV: 'development' });
        const seeded = await Promise.all([1, 2, 3].map(() => seedIfEmpty(other.app, config, { month })));
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const demo = await other.app.deps.db
          .selectFrom('accounts')
          .select('id')
          .where('username', '=', 'demo')
          .execute();
        expect(demo).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );

  it('seeds a brand-new database with the demo merchant and two stores', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(await seedIfEmpty(t.app, config, { month })).toBe(true);
    const token = await signIn(t.app, 'demo', 'demo123');
    const stores = await t.app.inject({
      method: 'GET',
      url: '/api/user/store/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stores.json().value).toHaveLength(2);
    // "Store qualifications" shows both stores, approved, as an onboarding would have left them.
    const claims = await t.app.inject({
      method: 'GET',
      url: '/api/claim/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      claims
        .json()
        .value.map((c: { store: { name: string } }) => c.store.name)
        .sort(),
    ).toEqual(
      stores
        .json()
        .value.map((s: { name: string }) => s.name)
        .sort(),
    );
    expect(claims.json().value.map((c: { status: string }) => c.status)).toEqual(['approved', 'approved']);
  });

  it('never touches a database that already has accounts', async () => {
    const before = await t.app.deps.db.selectFrom('announcements').select('id').execute();
    expect(await seedIfEmpty(t.app, loadConfig({ NODE_ENV: 'development' }))).toBe(false);
    const after = await t.app.deps.db.selectFrom('announcements').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('does not seed in production unless asked explicitly', () => {
    expect(shouldSeed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeed(loadConfig({ NODE_ENV: 'production', SEED: 'always' }))).toBe(true);
    expect(shouldSeed(loadConfig({ NODE_ENV: 'development', SEED: 'never' }))).toBe(false);
  });

  it('seeds current, expired and future announcements and read and unread messages', async () => {
    const { db } = t.app.deps;
    const now = new Date().toISOString();
    const announcements = await db.selectFrom('announcements').selectAll().execute();
    expect(announcements.some((a) => a.start_time <= now && a.end_time >= now)).toBe(true);
    expect(announcements.some((a) => a.end_time < now)).toBe(true);
    expect(announcements.some((a) => a.start_time > now)).toBe(true);
    const messages = await db.selectFrom('system_messages').selectAll().execute();
    expect(messages.some((m) => m.read_at === null)).toBe(true);
    expect(messages.some((m) => m.read_at !== null)).toBe(true);
  });
});
