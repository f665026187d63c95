import { addDays, chinaDate, mondayOf } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../features/timetable/schedule-test-kit';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoFirstStoreId } from './demo-store';
import { seedDemo } from './seed';
import { seedTimetableDemo } from './timetable.seed';

/** The demo's areas, timetable and past courses (docs/schedule.md). */
describe('demo seed: areas and timetable', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
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

  it('gives the first store a studio room and a pool', async () => {
    const page = (await call('POST', '/area/list', {})).value;
    expect(
      page.content.map((a: { name: string; type: string; allow_overlap: boolean }) => [
        a.name,
        a.type,
        a.allow_overlap,
      ]),
    ).toEqual([
      ['一号操房', 'room', false],
      ['恒温泳池', 'pool', true],
    ]);
  });

  it('seeds a week of rules on online listings, a month of past sessions and the weeks to come', async () => {
    const { db } = t.app.deps;
    const storeId = (await demoFirstStoreId(db)) as number;
    // The listings' seed is another stream's: without its online listings, add two here.
    const seeded = await db
      .selectFrom('timetable_rules')
      .select('id')
      .where('store_id', '=', storeId)
      .execute();
    if (seeded.length === 0) {
      await insertCourse(db, storeId, { name: '燃脂团课' });
      await insertCourse(db, storeId, { name: '儿童游泳', class_size: 8 });
      await seedTimetableDemo(db);
    }
    const rules = await db
      .selectFrom('timetable_rules')
      .selectAll()
      .where('store_id', '=', storeId)
      .execute();
    expect(rules.map((r) => r.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const next = (await call('GET', `/timetable/week?date=${addDays(mondayOf(chinaDate()), 7)}`)).value;
    expect(next.sessions).toHaveLength(7);
    expect(next.sessions.every((s: { status: string }) => s.status === 'scheduled')).toBe(true);

    const history = (await call('POST', '/timetable/history', { pageable: { number: 1, size: 100 } })).value;
    expect(history.total).toBeGreaterThanOrEqual(28);
    expect(history.total).toBeLessThanOrEqual(35);
    for (const s of history.content) {
      expect(s.attended + s.no_shows).toBe(s.booked);
      expect(s.booked).toBeLessThanOrEqual(s.capacity);
    }
    // The seeded week is free of conflicts: copying it onto an empty week finds none.
    const copy = await call('POST', '/timetable/week/copy', {
      from: addDays(mondayOf(chinaDate()), 7),
      to: addDays(mondayOf(chinaDate()), 7 * 20),
      preview: true,
    });
    expect(copy.value.preview.conflict_count).toBe(0);
  });
});
