import { addDays } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  areaPayload,
  insertCoach,
  insertCourse,
  mondayIn,
  rulePayload,
  scheduleCall,
  scheduleOwner,
} from '../timetable/schedule-test-kit';

/** A coach with sessions still to come cannot be deactivated (members booked them). */
describe('deactivating a coach with upcoming sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with the count and the first session until they are cancelled', async () => {
    const db = t.app.deps.db;
    const who = await scheduleOwner(db);
    const area = await scheduleCall(t, who, 'POST', '/area', areaPayload());
    const ids = {
      course_id: await insertCourse(db, who.storeId),
      coach_id: await insertCoach(db, who.storeId, '张伟'),
      area_id: area.body.value.id as number,
    };
    // Two Mondays: two sessions.
    const saved = await scheduleCall(
      t,
      who,
      'POST',
      '/timetable/rule',
      rulePayload(ids, { valid_to: addDays(mondayIn(1), 13) }),
    );
    expect(saved.body.code, saved.body.message).toBe(0);

    const refused = await scheduleCall(t, who, 'POST', `/coach/${ids.coach_id}/deactivate`);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      -409,
      `This coach still has 2 upcoming sessions (the first on ${mondayIn(1)} at 09:00); change their coach or cancel them on the weekly timetable first`,
    ]);
    const coach = await db
      .selectFrom('coaches')
      .select('status')
      .where('id', '=', ids.coach_id)
      .executeTakeFirst();
    expect(coach?.status).toBe('active');
    expect(
      await db
        .selectFrom('audit_events')
        .select('id')
        .where('entity', '=', 'coach')
        .where('entity_id', '=', ids.coach_id)
        .execute(),
    ).toEqual([]);

    const sessions = await db
      .selectFrom('timetable_sessions')
      .select('id')
      .where('coach_id', '=', ids.coach_id)
      .execute();
    for (const session of sessions) {
      const cancel = await scheduleCall(t, who, 'POST', `/timetable/session/${session.id}/cancel`, {
        reason: '教练离职',
      });
      expect(cancel.body.code, cancel.body.message).toBe(0);
    }
    const done = await scheduleCall(t, who, 'POST', `/coach/${ids.coach_id}/deactivate`);
    expect([done.body.code, done.body.value.status]).toEqual([0, 'inactive']);
  });
});
