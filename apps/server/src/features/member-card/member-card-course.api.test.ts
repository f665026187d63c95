import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  areaPayload,
  insertCoach,
  insertCourse,
  insertPastSession,
  scheduleCall,
} from '../timetable/schedule-test-kit';
import {
  cardCall,
  cardOwner,
  dayIn,
  insertCardType,
  insertMember,
  issueCard,
  useBody,
} from './member-card-test-kit';

/** A card valid for some courses only is refused at a session of another (the type's course list). */
describe('member cards: the courses a card is valid for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('checks in at a listed course and refuses another, naming it', async () => {
    const db = t.app.deps.db;
    const me = await cardOwner(db);
    const area = (await scheduleCall(t, me, 'POST', '/area', areaPayload())).body.value.id as number;
    const coach = await insertCoach(db, me.storeId, '张伟');
    const yoga = await insertCourse(db, me.storeId, { name: '流瑜伽' });
    const boxing = await insertCourse(db, me.storeId, { name: '搏击操' });
    const session = (courseId: number, start: string) =>
      insertPastSession(db, {
        storeId: me.storeId,
        courseId,
        coachId: coach,
        areaId: area,
        date: dayIn(1),
        start,
        end: `${start.slice(0, 2)}:50`,
      });
    const yogaSession = await session(yoga, '09:00');
    const boxingSession = await session(boxing, '11:00');

    const type = await insertCardType(db, me.storeId, { all_courses: 0, parallel_use: 1 });
    await db.insertInto('card_type_courses').values({ card_type_id: type, course_id: yoga }).execute();
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, type);

    const refused = await cardCall(
      t,
      me,
      'POST',
      `/card/${card.id}/use`,
      useBody(member, { session_id: boxingSession }),
    );
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      -409,
      'This card is not valid for 搏击操',
    ]);
    const zh = await cardCall(
      t,
      me,
      'POST',
      `/card/${card.id}/use`,
      useBody(member, { session_id: boxingSession }),
      'zh',
    );
    expect(zh.body.message).toBe('该卡不适用于课程「搏击操」');
    const uses = await db
      .selectFrom('card_ledger')
      .select('id')
      .where('card_id', '=', card.id)
      .where('kind', '=', 'use')
      .execute();
    expect(uses).toEqual([]);

    const taken = await cardCall(
      t,
      me,
      'POST',
      `/card/${card.id}/use`,
      useBody(member, { session_id: yogaSession }),
    );
    expect([taken.body.code, taken.body.value.card.balance]).toEqual([0, 9]);
  });
});
