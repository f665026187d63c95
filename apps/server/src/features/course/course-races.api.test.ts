import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type CourseOwner, completeCourse, courseCall, courseOwner } from './course-test-kit';

/**
 * A listing's create and edit check their area under the store's schedule lock, the lock an
 * area's deletion takes before it counts the listings naming the area (a check made outside
 * the transaction lets both commit). Concurrent on purpose: on PostgreSQL, before the lock, both could
 * commit (the listing silently lost its area) or the create failed on the foreign key (-500).
 */
describe('listing writes racing an area going', () => {
  let t: TestApp;
  let me: CourseOwner;
  const db = () => t.app.deps.db;
  const ROUNDS = 8;

  beforeAll(async () => {
    t = await createTestApp();
    me = await courseOwner(db());
  });
  afterAll(() => t.close());

  const newArea = async (name: string) =>
    (
      await db()
        .insertInto('areas')
        .values({
          store_id: me.storeId,
          name,
          capacity: 10,
          type: 'room',
          created_at: isoNow(),
          updated_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('lets either the new listing or the deletion win, never both, never a 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const area = await newArea(`厅${round}`);
      const body = await completeCourse(db(), me, { name: `课程${round}`, area_id: area });
      const [created, deleted] = await Promise.all([
        courseCall(t, me, 'POST', '/course', body),
        courseCall(t, me, 'DELETE', `/area/${area}`),
      ]);
      const codes = [created.body.code, deleted.body.code];
      expect(codes).not.toContain(-500);
      expect(codes).not.toEqual([0, 0]);
      if (created.body.code === 0) {
        const row = await db()
          .selectFrom('courses')
          .select('area_id')
          .where('id', '=', created.body.value.id)
          .executeTakeFirstOrThrow();
        expect(row.area_id).toBe(area);
      }
    }
  });

  it('lets either an edit naming the area or the deletion win, never both', async () => {
    const draft = await courseCall(
      t,
      me,
      'POST',
      '/course',
      await completeCourse(db(), me, { name: '草稿' }),
    );
    expect(draft.body.code).toBe(0);
    for (let round = 0; round < ROUNDS; round++) {
      const area = await newArea(`新厅${round}`);
      const body = await completeCourse(db(), me, { name: '草稿', area_id: area });
      const [edited, deleted] = await Promise.all([
        courseCall(t, me, 'PUT', `/course/${draft.body.value.id}`, body),
        courseCall(t, me, 'DELETE', `/area/${area}`),
      ]);
      const codes = [edited.body.code, deleted.body.code];
      expect(codes).not.toContain(-500);
      expect(codes).not.toEqual([0, 0]);
    }
  });
});
