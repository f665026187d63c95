import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  areaPayload,
  insertCoach,
  insertCourse,
  insertPastSession,
  rowCounts,
  rulePayload,
  type ScheduleOwner,
  scheduleCall,
  scheduleOwner,
} from '../timetable/schedule-test-kit';

const NUL = '\u0000';

/** Store areas on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('areas', () => {
  let t: TestApp;
  let me: ScheduleOwner;
  let other: ScheduleOwner;

  beforeAll(async () => {
    t = await createTestApp();
    me = await scheduleOwner(t.app.deps.db);
    other = await scheduleOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const create = async (who = me, overrides = {}) => {
    const res = await scheduleCall(t, who, 'POST', '/area', areaPayload(overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const auditOf = (id: number) =>
    t.app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'area')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  it('creates an area and answers every weekday, ranges in order, closed days empty', async () => {
    const area = await create(me, {
      name: ' 泳池 ',
      type: 'pool',
      capacity: 30,
      allow_overlap: true,
      opening_hours: {
        '1': [
          ['18:00', '21:00'],
          ['06:00', '09:00'],
        ],
        '7': [['08:00', '24:00']],
      },
    });
    expect(area).toMatchObject({
      name: '泳池',
      type: 'pool',
      capacity: 30,
      allow_overlap: true,
      opening_hours: {
        '1': [
          ['06:00', '09:00'],
          ['18:00', '21:00'],
        ],
        '2': [],
        '3': [],
        '4': [],
        '5': [],
        '6': [],
        '7': [['08:00', '24:00']],
      },
      course_count: 0,
      rule_count: 0,
      upcoming_sessions: 0,
    });
    const audit = await auditOf(area.id);
    expect(audit).toMatchObject([
      { from_state: null, to_state: 'active', reason: 'created', actor_account_id: me.accountId },
    ]);
  });

  it('lists only the store’s areas, filtered and sorted by the declared fields', async () => {
    await create(me, { name: 'B 网球场', type: 'court', capacity: 8 });
    await create(other, { name: '别家的操房' });
    const all = await scheduleCall(t, me, 'POST', '/area/list', {});
    expect(all.body.code).toBe(0);
    const names = all.body.value.content.map((a: { name: string }) => a.name);
    expect(names).not.toContain('别家的操房');
    expect(names).toEqual([...names].sort());
    const courts = await scheduleCall(t, me, 'POST', '/area/list', {
      restrictions: [{ name: 'type', operator: '=', value: 'court' }],
    });
    expect(courts.body.value.content.map((a: { name: string }) => a.name)).toEqual(['B 网球场']);
    const bad = await scheduleCall(t, me, 'POST', '/area/list', {
      restrictions: [{ name: 'store_id', operator: '=', value: other.storeId }],
    });
    expect(bad.body.code).toBe(-400);
  });

  it('refuses bad opening hours, types, sizes and control characters, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          opening_hours: {
            '1': [
              ['06:00', '12:00'],
              ['11:00', '13:00'],
            ],
          },
        },
        'The opening ranges in opening_hours.1 overlap',
      ],
      [
        { opening_hours: { '1': [['10:00', '09:00']] } },
        'In opening_hours.1.0 the end must be after the start',
      ],
      [
        { opening_hours: { '1': [['25:00', '26:00']] } },
        'Please enter opening_hours.1.0.0 as a time of day (HH:MM)',
      ],
      [{ opening_hours: { '8': [['06:00', '09:00']] } }, 'Invalid value for opening_hours'],
      [{ capacity: 0 }, 'Invalid value for capacity'],
      [{ capacity: '10' }, 'Invalid value for capacity'],
      [{ type: 'sauna' }, 'Invalid value for type'],
      [{ allow_overlap: 1 }, 'Invalid value for allow_overlap'],
      [{ name: `A${NUL}B` }, 'name must not contain control characters'],
      [{ name: '' }, 'Invalid value for name'],
    ];
    const before = await rowCounts(t.app.deps.db);
    for (const [overrides, message] of cases) {
      const res = await scheduleCall(t, me, 'POST', '/area', areaPayload(overrides));
      expect(res.body.code, JSON.stringify(overrides)).toBe(-400);
      expect(res.body.message, JSON.stringify(overrides)).toBe(message);
    }
    expect(await rowCounts(t.app.deps.db)).toEqual(before);
  });

  it('edits an area of the store; another store’s area is -404 and unchanged', async () => {
    const area = await create();
    const res = await scheduleCall(
      t,
      me,
      'PUT',
      `/area/${area.id}`,
      areaPayload({ name: '二号操房', capacity: 25 }),
    );
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({ id: area.id, name: '二号操房', capacity: 25 });
    expect((await auditOf(area.id)).map((a) => a.reason)).toEqual(['created', 'edited']);
    const theirs = await create(other);
    for (const [method, payload] of [
      ['PUT', areaPayload({ name: 'x' })],
      ['DELETE', undefined],
    ] as const) {
      const refused = await scheduleCall(t, me, method, `/area/${theirs.id}`, payload);
      expect(refused.body).toMatchObject({ code: -404, message: 'This area does not exist' });
    }
    const list = await scheduleCall(t, other, 'POST', '/area/list', {});
    expect(list.body.value.content.find((a: { id: number }) => a.id === theirs.id).name).toBe('一号操房');
  });

  it('keeps the capacity at or above what the area’s rules hold', async () => {
    const { db } = t.app.deps;
    const area = await create(me, { capacity: 20 });
    const course = await insertCourse(db, me.storeId);
    const coach = await insertCoach(db, me.storeId, '陈静');
    const rule = await scheduleCall(
      t,
      me,
      'POST',
      '/timetable/rule',
      rulePayload({ course_id: course, coach_id: coach, area_id: area.id }, { capacity: 15 }),
    );
    expect(rule.body.code, rule.body.message).toBe(0);
    const lower = await scheduleCall(t, me, 'PUT', `/area/${area.id}`, areaPayload({ capacity: 14 }), 'zh');
    expect(lower.body).toMatchObject({
      code: -409,
      message: '该场地的排课容纳人数最多为15人，场地容量不能低于此数',
    });
    const fine = await scheduleCall(t, me, 'PUT', `/area/${area.id}`, areaPayload({ capacity: 15 }));
    expect(fine.body.code).toBe(0);
    const list = await scheduleCall(t, me, 'POST', '/area/list', {});
    expect(list.body.value.content.find((a: { id: number }) => a.id === area.id)).toMatchObject({
      rule_count: 1,
      upcoming_sessions: 4,
    });
  });

  it('deletes an unused area; refuses (-409, nothing written) while a listing, a rule or a session names it', async () => {
    const { db } = t.app.deps;
    const unused = await create();
    const gone = await scheduleCall(t, me, 'DELETE', `/area/${unused.id}`);
    expect(gone.body).toMatchObject({ code: 0, value: null });
    expect(
      await db.selectFrom('areas').select('id').where('id', '=', unused.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await auditOf(unused.id)).map((a) => a.to_state)).toEqual(['active', 'deleted']);

    const named = await create();
    const course = await insertCourse(db, me.storeId, { area_id: named.id });
    let before = await rowCounts(db);
    const byCourse = await scheduleCall(t, me, 'DELETE', `/area/${named.id}`);
    expect(byCourse.body).toMatchObject({
      code: -409,
      message:
        'This area is still used by listings (1), active timetable rules (0) and upcoming sessions (0); move them to another area first',
    });
    expect(await rowCounts(db)).toEqual(before);

    const scheduled = await create();
    const coach = await insertCoach(db, me.storeId, '刘洋');
    const rule = await scheduleCall(
      t,
      me,
      'POST',
      '/timetable/rule',
      rulePayload({ course_id: course, coach_id: coach, area_id: scheduled.id }, { weekday: 3 }),
    );
    expect(rule.body.code, rule.body.message).toBe(0);
    before = await rowCounts(db);
    const byRule = await scheduleCall(t, me, 'DELETE', `/area/${scheduled.id}`, undefined, 'zh');
    expect(byRule.body).toMatchObject({
      code: -409,
      message: '该场地仍被0个课程、1条生效的排课规则和4节未开始的课程使用，请先将其移至其他场地',
    });
    expect(await rowCounts(db)).toEqual(before);

    const historic = await create();
    await insertPastSession(db, {
      storeId: me.storeId,
      courseId: course,
      coachId: coach,
      areaId: historic.id,
      date: '2026-01-05',
    });
    const byHistory = await scheduleCall(t, me, 'DELETE', `/area/${historic.id}`);
    expect(byHistory.body).toMatchObject({
      code: -409,
      message: 'This area is named by past or cancelled sessions (1) and cannot be deleted',
    });
  });

  it('refuses to delete an area still named by a cancelled session after its rule moved away', async () => {
    const { db } = t.app.deps;
    const first = await create();
    const second = await create(me, { name: '三号操房' });
    const course = await insertCourse(db, me.storeId);
    const coach = await insertCoach(db, me.storeId, '赵敏');
    const ids = { course_id: course, coach_id: coach, area_id: first.id };
    const rule = await scheduleCall(t, me, 'POST', '/timetable/rule', rulePayload(ids, { weekday: 5 }));
    expect(rule.body.code, rule.body.message).toBe(0);
    const session = await db
      .selectFrom('timetable_sessions')
      .select('id')
      .where('rule_id', '=', rule.body.value.rule.id)
      .orderBy('date')
      .executeTakeFirstOrThrow();
    expect(
      (await scheduleCall(t, me, 'POST', `/timetable/session/${session.id}/cancel`, { reason: '停电' })).body
        .code,
    ).toBe(0);
    const moved = await scheduleCall(
      t,
      me,
      'PUT',
      `/timetable/rule/${rule.body.value.rule.id}`,
      rulePayload({ ...ids, area_id: second.id }, { weekday: 5 }),
    );
    expect(moved.body.code, moved.body.message).toBe(0);
    const before = await rowCounts(db);
    const refused = await scheduleCall(t, me, 'DELETE', `/area/${first.id}`, undefined, 'zh');
    expect(refused.body).toMatchObject({
      code: -409,
      message: '该场地被1节已上或已取消的课程引用，不能删除',
    });
    expect(await rowCounts(db)).toEqual(before);
  });

  it('answers -404 for ids that are no area and -400 for malformed ids', async () => {
    expect((await scheduleCall(t, me, 'DELETE', '/area/2147483647')).body.code).toBe(-404);
    expect((await scheduleCall(t, me, 'DELETE', '/area/01')).body.code).toBe(-400);
    expect((await scheduleCall(t, me, 'PUT', '/area/1e3', areaPayload())).body.code).toBe(-400);
  });
});
