import { addDays, chinaDate } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertEmployment } from '../employee/employee-test-kit';
import {
  areaPayload,
  insertCoach,
  insertCourse,
  insertPastSession,
  mondayIn,
  rowCounts,
  rulePayload,
  type ScheduleOwner,
  scheduleCall,
  scheduleOwner,
} from './schedule-test-kit';

const NUL = '\u0000';

interface Ids {
  course_id: number;
  coach_id: number;
  area_id: number;
}

/** The weekly timetable and past courses on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('timetable', () => {
  let t: TestApp;
  let me: ScheduleOwner;
  let other: ScheduleOwner;

  beforeAll(async () => {
    t = await createTestApp();
    me = await scheduleOwner(t.app.deps.db);
    other = await scheduleOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;
  const area = async (who = me, overrides = {}) => {
    const res = await scheduleCall(t, who, 'POST', '/area', areaPayload(overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value.id as number;
  };
  /** A fresh store with a listing, a coach and an area (each test its own timetable). */
  const ground = async (): Promise<{ who: ScheduleOwner; ids: Ids }> => {
    const who = await scheduleOwner(db());
    const ids = {
      course_id: await insertCourse(db(), who.storeId),
      coach_id: await insertCoach(db(), who.storeId, '张伟'),
      area_id: await area(who),
    };
    return { who, ids };
  };
  const save = async (who: ScheduleOwner, ids: Ids, overrides = {}) => {
    const res = await scheduleCall(t, who, 'POST', '/timetable/rule', rulePayload(ids, overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const week = async (who: ScheduleOwner, query: string) =>
    (await scheduleCall(t, who, 'GET', `/timetable/week?${query}`)).body;

  it('creates a rule whose dated sessions appear in the week grid with names and places', async () => {
    const { who, ids } = await ground();
    const saved = await save(who, ids);
    expect(saved.sessions).toBe(4);
    expect(saved.rule).toMatchObject({
      ...ids,
      weekday: 1,
      start: '09:00',
      end: '10:00',
      capacity: 10,
      status: 'active',
      course_name: '燃脂团课',
      coach_name: '张伟',
      area_name: '一号操房',
    });
    const grid = await week(who, `date=${addDays(mondayIn(2), 3)}`);
    expect(grid.code).toBe(0);
    expect(grid.value).toMatchObject({ from: mondayIn(2), to: addDays(mondayIn(2), 6) });
    expect(grid.value.sessions).toEqual([
      expect.objectContaining({
        rule_id: saved.rule.id,
        date: mondayIn(2),
        weekday: 1,
        start: '09:00',
        end: '10:00',
        course_name: '燃脂团课',
        coach_name: '张伟',
        area_name: '一号操房',
        capacity: 10,
        booked: 0,
        status: 'scheduled',
      }),
    ]);
    expect(grid.value.rules.map((r: { id: number }) => r.id)).toEqual([saved.rule.id]);
    // Stored instants are UTC: 09:00 in China is 01:00Z; booking opens 72 h before.
    const row = await db()
      .selectFrom('timetable_sessions')
      .selectAll()
      .where('rule_id', '=', saved.rule.id)
      .orderBy('date')
      .executeTakeFirstOrThrow();
    expect(row.starts_at).toBe(`${mondayIn(1)}T01:00:00.000Z`);
    expect(row.booking_opens_at).toBe(`${addDays(mondayIn(1), -3)}T01:00:00.000Z`);
    expect(row.booking_closes_at).toBe(`${mondayIn(1)}T00:30:00.000Z`);
    expect(row.cancel_deadline_at).toBe(`${addDays(mondayIn(1), -1)}T21:00:00.000Z`);
    const audit = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'timetable_rule')
      .where('entity_id', '=', saved.rule.id)
      .execute();
    expect(audit).toMatchObject([{ from_state: null, to_state: 'active', reason: 'created' }]);
  });

  it('filters the week by coach, area and listing', async () => {
    const { who, ids } = await ground();
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    const area2 = await area(who, { name: '二号操房' });
    const course2 = await insertCourse(db(), who.storeId, { name: '瑜伽' });
    await save(who, ids);
    await save(who, { course_id: course2, coach_id: coach2, area_id: area2 }, { weekday: 2 });
    const date = mondayIn(1);
    const names = (body: { value: { sessions: { course_name: string }[] } }) =>
      body.value.sessions.map((s) => s.course_name);
    expect(names(await week(who, `date=${date}`))).toEqual(['燃脂团课', '瑜伽']);
    expect(names(await week(who, `date=${date}&coach_id=${coach2}`))).toEqual(['瑜伽']);
    expect(names(await week(who, `date=${date}&area_id=${ids.area_id}`))).toEqual(['燃脂团课']);
    expect(names(await week(who, `date=${date}&course_id=${course2}&area_id=${area2}`))).toEqual(['瑜伽']);
    expect((await week(who, 'date=2026-02-30')).code).toBe(-400);
    expect((await week(who, `date=${date}&coach_id=abc`)).code).toBe(-400);
    // Another store sees none of it.
    expect((await week(other, `date=${date}`)).value.sessions).toEqual([]);
  });

  it('previews every conflict kind and refuses the save (-409, the preview as value, nothing written)', async () => {
    const { who, ids } = await ground();
    await save(who, ids);
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    const area2 = await area(who, { name: '二号操房' });

    // Same area at the same time, another coach.
    const sameArea = rulePayload({ ...ids, coach_id: coach2 }, { start: '09:30', end: '10:30' });
    const preview = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', sameArea);
    expect(preview.body.code).toBe(0);
    expect(preview.body.value.conflict_count).toBe(4);
    expect(preview.body.value.sessions[0]).toMatchObject({
      date: mondayIn(1),
      weekday: 1,
      start: '09:30',
      conflicts: [
        {
          kind: 'area_overlap',
          start: '09:00',
          end: '10:00',
          course_name: '燃脂团课',
          coach_name: '张伟',
          area_name: '一号操房',
          rule_index: null,
        },
      ],
    });
    expect(preview.body.value.sessions[0].conflicts[0].session_id).toEqual(expect.any(Number));

    // The same coach in another area.
    const sameCoach = rulePayload({ ...ids, area_id: area2 }, { start: '09:59', end: '11:00' });
    const coachPreview = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', sameCoach);
    expect(coachPreview.body.value.sessions[0].conflicts.map((c: { kind: string }) => c.kind)).toEqual([
      'coach_overlap',
    ]);

    // Outside the area's hours (Saturday 08:00–20:00).
    const late = rulePayload(
      { ...ids, coach_id: coach2, area_id: area2 },
      { weekday: 6, start: '19:30', end: '20:30' },
    );
    const latePreview = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', late);
    expect(latePreview.body.value.sessions[0].conflicts).toEqual([
      expect.objectContaining({
        kind: 'outside_hours',
        area_name: '二号操房',
        opening: [['08:00', '20:00']],
      }),
    ]);

    const before = await rowCounts(db());
    for (const [body, message, zh] of [
      [
        sameArea,
        `Sessions in conflict: 4 (the first on ${mondayIn(1)} at 09:30: the area is already used by 燃脂团课); resolve every conflict before saving`,
        `有4节课程存在冲突（首个：${mondayIn(1)} 09:30，场地已被燃脂团课占用），请解决所有冲突后再保存`,
      ],
      [
        sameCoach,
        `Sessions in conflict: 4 (the first on ${mondayIn(1)} at 09:59: the coach already teaches 燃脂团课); resolve every conflict before saving`,
        `有4节课程存在冲突（首个：${mondayIn(1)} 09:59，教练同时在上燃脂团课），请解决所有冲突后再保存`,
      ],
      [
        late,
        `Sessions in conflict: 4 (the first on ${addDays(mondayIn(1), 5)} at 19:30: outside the area’s opening hours); resolve every conflict before saving`,
        `有4节课程存在冲突（首个：${addDays(mondayIn(1), 5)} 19:30，不在场地营业时间内），请解决所有冲突后再保存`,
      ],
    ] as const) {
      const refused = await scheduleCall(t, who, 'POST', '/timetable/rule', body);
      expect(refused.body.code).toBe(-409);
      expect(refused.body.message).toBe(message);
      expect(refused.body.value.conflict_count).toBe(4);
      const refusedZh = await scheduleCall(t, who, 'POST', '/timetable/rule', body, 'zh');
      expect(refusedZh.body.message).toBe(zh);
    }
    expect(await rowCounts(db())).toEqual(before);

    // Touching end to start is no overlap; an area that allows overlap takes both.
    await save(who, { ...ids, coach_id: coach2 }, { start: '10:00', end: '11:00' });
    const shared = await area(who, { name: '大厅', allow_overlap: true });
    await save(who, { ...ids, area_id: shared }, { weekday: 4 });
    await save(who, { ...ids, coach_id: coach2, area_id: shared }, { weekday: 4 });
  });

  it('checks the rules of one preview against each other', async () => {
    const { who, ids } = await ground();
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    const res = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', {
      rules: [rulePayload(ids), rulePayload({ ...ids, coach_id: coach2 }, { start: '09:45', end: '10:15' })],
    });
    expect(res.body.code).toBe(0);
    expect(res.body.value.conflict_count).toBe(8);
    const first = res.body.value.sessions.find((s: { rule_index: number }) => s.rule_index === 0);
    expect(first.conflicts).toEqual([
      expect.objectContaining({ kind: 'area_overlap', rule_index: 1, session_id: null, coach_name: '陈静' }),
    ]);
    // A list names the bad rule's field.
    const bad = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', {
      rules: [rulePayload(ids), rulePayload({ ...ids, area_id: 2147483647 })],
    });
    expect(bad.body).toMatchObject({
      code: -400,
      message: 'The area in rules.1.area_id is not an area of this store',
    });
  });

  it('refuses capacities above the area’s and the class size, in the caller’s language', async () => {
    const { who, ids } = await ground();
    const over = await scheduleCall(
      t,
      who,
      'POST',
      '/timetable/rule',
      rulePayload(ids, { capacity: 21 }),
      'zh',
    );
    expect(over.body).toMatchObject({ code: -400, message: '容纳人数（21）超过场地容量（20）' });
    const small = await insertCourse(db(), who.storeId, { class_size: 5 });
    const overClass = await scheduleCall(
      t,
      who,
      'POST',
      '/timetable/rule',
      rulePayload({ ...ids, course_id: small }, { capacity: 6 }),
    );
    expect(overClass.body).toMatchObject({
      code: -400,
      message: 'The capacity (6) exceeds the listing’s class size (5)',
    });
    const previewed = await scheduleCall(
      t,
      who,
      'POST',
      '/timetable/rule/preview',
      rulePayload(ids, { capacity: 21 }),
    );
    expect(previewed.body.code).toBe(-400);
  });

  it('refuses another store’s, unsellable or inactive references and malformed rules, writing nothing', async () => {
    const { who, ids } = await ground();
    const theirCourse = await insertCourse(db(), other.storeId);
    const theirCoach = await insertCoach(db(), other.storeId);
    const theirArea = await area(other);
    const draft = await insertCourse(db(), who.storeId, { status: 'draft' });
    const pending = await insertCourse(db(), who.storeId, { status: 'pending' });
    const inactive = await insertCoach(db(), who.storeId, '离职', 'inactive');
    const offline = await insertCourse(db(), who.storeId, { status: 'offline' });
    const before = await rowCounts(db());
    const cases: [Record<string, unknown>, string][] = [
      [
        { course_id: theirCourse },
        'The listing in course_id is not an online or offline listing of this store',
      ],
      [{ course_id: draft }, 'The listing in course_id is not an online or offline listing of this store'],
      [{ course_id: pending }, 'The listing in course_id is not an online or offline listing of this store'],
      [{ coach_id: theirCoach }, 'The coach in coach_id is not an active coach of this store'],
      [{ coach_id: inactive }, 'The coach in coach_id is not an active coach of this store'],
      [{ area_id: theirArea }, 'The area in area_id is not an area of this store'],
      [{ end: '09:00' }, 'The end time must be after the start time'],
      [{ start: '9:00' }, 'Please enter start as a time of day (HH:MM)'],
      [{ weekday: 8 }, 'Invalid value for weekday'],
      [{ weekday: 0 }, 'Invalid value for weekday'],
      [{ capacity: 2.5 }, 'Invalid value for capacity'],
      [{ course_id: '1' }, 'Invalid value for course_id'],
      [{ course_id: true }, 'Invalid value for course_id'],
      [{ min_attendees: 11 }, 'The minimum number of attendees cannot exceed the capacity'],
      [{ valid_to: addDays(mondayIn(1), -1) }, 'The last valid day cannot be before the first'],
      [{ valid_to: addDays(mondayIn(1), 26 * 7) }, 'A rule is valid for at most 26 weeks'],
      [{ valid_from: '2026-13-01' }, 'Please enter valid_from as a date (YYYY-MM-DD)'],
      [{ start: `09:00${NUL}` }, 'Please enter start as a time of day (HH:MM)'],
      [
        { valid_from: '2025-01-06', valid_to: '2025-02-03' },
        'This rule creates no session: none of its days from 2025-01-06 to 2025-02-03 is still to come',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await scheduleCall(t, who, 'POST', '/timetable/rule', rulePayload(ids, overrides));
      expect(res.body.code, JSON.stringify(overrides)).toBe(-400);
      expect(res.body.message, JSON.stringify(overrides)).toBe(message);
    }
    const missing = await scheduleCall(t, who, 'POST', '/timetable/rule', {
      ...rulePayload(ids),
      area_id: undefined,
    });
    expect(missing.body).toMatchObject({ code: -400, message: 'area_id is required' });
    expect(await rowCounts(db())).toEqual(before);
    // An offline listing is still sellable: its sessions may be scheduled.
    await save(who, { ...ids, course_id: offline });
  });

  it('replaces a rule: upcoming sessions follow it in place, cancelled ones are kept', async () => {
    const { who, ids } = await ground();
    const saved = await save(who, ids);
    const sessions = async () =>
      db()
        .selectFrom('timetable_sessions')
        .selectAll()
        .where('rule_id', '=', saved.rule.id)
        .orderBy('date')
        .execute();
    const [first, second] = await sessions();
    const cancel = await scheduleCall(t, who, 'POST', `/timetable/session/${second?.id}/cancel`, {
      reason: '教练请假',
    });
    expect(cancel.body.code).toBe(0);

    const moved = await scheduleCall(
      t,
      who,
      'PUT',
      `/timetable/rule/${saved.rule.id}`,
      rulePayload(ids, { start: '18:00', end: '19:30', capacity: 12 }),
    );
    expect(moved.body.code, moved.body.message).toBe(0);
    expect(moved.body.value).toMatchObject({
      sessions: 3,
      rule: { start: '18:00', end: '19:30', capacity: 12 },
    });
    const after = await sessions();
    expect(after.map((s) => [s.date, s.start, s.status])).toEqual([
      [mondayIn(1), '18:00', 'scheduled'],
      [addDays(mondayIn(1), 7), '09:00', 'cancelled'],
      [addDays(mondayIn(1), 14), '18:00', 'scheduled'],
      [addDays(mondayIn(1), 21), '18:00', 'scheduled'],
    ]);
    expect(after[0]?.id).toBe(first?.id);
    expect(after[0]?.starts_at).toBe(`${mondayIn(1)}T10:00:00.000Z`);

    // Moving to Tuesdays removes the Monday sessions and creates Tuesday ones.
    const tuesday = await scheduleCall(
      t,
      who,
      'PUT',
      `/timetable/rule/${saved.rule.id}`,
      rulePayload(ids, { weekday: 2 }),
    );
    expect(tuesday.body.value.sessions).toBe(4);
    expect((await sessions()).map((s) => [s.date, s.status])).toEqual([
      [addDays(mondayIn(1), 1), 'scheduled'],
      [addDays(mondayIn(1), 7), 'cancelled'],
      [addDays(mondayIn(1), 8), 'scheduled'],
      [addDays(mondayIn(1), 15), 'scheduled'],
      [addDays(mondayIn(1), 22), 'scheduled'],
    ]);
    // Its own sessions are no conflict for the preview of its replacement.
    const own = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', {
      ...rulePayload(ids, { weekday: 2 }),
      rule_id: saved.rule.id,
    });
    expect(own.body.value.conflict_count).toBe(0);
    const notOwn = await scheduleCall(
      t,
      who,
      'POST',
      '/timetable/rule/preview',
      rulePayload(ids, { weekday: 2 }),
    );
    expect(notOwn.body.value.conflict_count).toBe(4);

    // Another store's rule, and a missing one.
    const theirs = await ground();
    const their = await save(theirs.who, theirs.ids);
    const put = await scheduleCall(t, who, 'PUT', `/timetable/rule/${their.rule.id}`, rulePayload(ids));
    expect(put.body).toMatchObject({ code: -404, message: 'This timetable rule does not exist' });
    const preview = await scheduleCall(t, who, 'POST', '/timetable/rule/preview', {
      ...rulePayload(ids),
      rule_id: their.rule.id,
    });
    expect(preview.body.code).toBe(-404);
    const audit = await db()
      .selectFrom('audit_events')
      .select('reason')
      .where('entity', '=', 'timetable_rule')
      .where('entity_id', '=', saved.rule.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.reason)).toEqual(['created', 'edited', 'edited']);
  });

  it('cancels a session once, recording who and why; twice is -409 with nothing written', async () => {
    const { who, ids } = await ground();
    const saved = await save(who, ids);
    const session = await db()
      .selectFrom('timetable_sessions')
      .select('id')
      .where('rule_id', '=', saved.rule.id)
      .orderBy('date')
      .executeTakeFirstOrThrow();
    const res = await scheduleCall(t, who, 'POST', `/timetable/session/${session.id}/cancel`, {
      reason: ' 场地维修 ',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({
      id: session.id,
      status: 'cancelled',
      cancel_reason: '场地维修',
      cancelled_by: who.accountId,
      cancelled_by_name: `Merchant ${who.username}`,
    });
    const audit = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'timetable_session')
      .where('entity_id', '=', session.id)
      .execute();
    expect(audit).toMatchObject([
      { from_state: 'scheduled', to_state: 'cancelled', reason: '场地维修', actor_account_id: who.accountId },
    ]);
    const before = await rowCounts(db());
    const again = await scheduleCall(t, who, 'POST', `/timetable/session/${session.id}/cancel`, {
      reason: 'again',
    });
    expect(again.body.code).toBe(-409);
    expect(await rowCounts(db())).toEqual(before);
    // A cancelled session frees its slot.
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    const preview = await scheduleCall(
      t,
      who,
      'POST',
      '/timetable/rule/preview',
      rulePayload({ ...ids, coach_id: coach2 }),
    );
    expect(preview.body.value.conflict_count).toBe(3);

    for (const body of [
      {},
      { reason: '' },
      { reason: `a${NUL}` },
      { reason: 5 },
      { reason: 'x'.repeat(501) },
    ]) {
      const bad = await scheduleCall(t, who, 'POST', `/timetable/session/${session.id}/cancel`, body);
      expect(bad.body.code, JSON.stringify(body)).toBe(-400);
    }
    const theirs = await ground();
    const their = await save(theirs.who, theirs.ids);
    const theirSession = await db()
      .selectFrom('timetable_sessions')
      .select('id')
      .where('rule_id', '=', their.rule.id)
      .executeTakeFirstOrThrow();
    const foreign = await scheduleCall(t, who, 'POST', `/timetable/session/${theirSession.id}/cancel`, {
      reason: 'x',
    });
    expect(foreign.body).toMatchObject({ code: -404, message: 'This session does not exist' });
    const past = await insertPastSession(db(), {
      storeId: who.storeId,
      courseId: ids.course_id,
      coachId: ids.coach_id,
      areaId: ids.area_id,
      date: '2026-01-05',
    });
    const begun = await scheduleCall(t, who, 'POST', `/timetable/session/${past}/cancel`, { reason: 'x' });
    expect(begun.body).toMatchObject({
      code: -409,
      message: 'This session has already started and can no longer be cancelled',
    });
  });

  it('copies a week into another as one-week rules, refusing what would clash', async () => {
    const { who, ids } = await ground();
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    // One week only (week 1), two sessions.
    await save(who, ids, { valid_from: mondayIn(1), valid_to: addDays(mondayIn(1), 6) });
    await save(
      who,
      { ...ids, coach_id: coach2 },
      {
        weekday: 3,
        start: '19:00',
        end: '20:00',
        valid_from: mondayIn(1),
        valid_to: addDays(mondayIn(1), 6),
      },
    );

    const before = await rowCounts(db());
    const preview = await scheduleCall(t, who, 'POST', '/timetable/week/copy', {
      from: addDays(mondayIn(1), 4),
      to: mondayIn(3),
      preview: true,
    });
    expect(preview.body.code).toBe(0);
    expect(preview.body.value.rules).toEqual([]);
    expect(preview.body.value.preview.sessions.map((s: { date: string }) => s.date)).toEqual([
      mondayIn(3),
      addDays(mondayIn(3), 2),
    ]);
    expect(await rowCounts(db())).toEqual(before);

    const copied = await scheduleCall(t, who, 'POST', '/timetable/week/copy', {
      from: mondayIn(1),
      to: addDays(mondayIn(3), 6),
    });
    expect(copied.body.code, copied.body.message).toBe(0);
    expect(copied.body.value.rules).toEqual([
      expect.objectContaining({
        weekday: 1,
        start: '09:00',
        valid_from: mondayIn(3),
        valid_to: addDays(mondayIn(3), 6),
        booking_opens_hours: 72,
        booking_closes_minutes: 30,
        cancel_deadline_hours: 4,
        capacity: 10,
        waitlist_size: 2,
        min_attendees: 2,
      }),
      expect.objectContaining({ weekday: 3, start: '19:00', coach_name: '陈静' }),
    ]);
    const grid = await week(who, `date=${mondayIn(3)}`);
    expect(grid.value.sessions.map((s: { date: string; start: string }) => `${s.date} ${s.start}`)).toEqual([
      `${mondayIn(3)} 09:00`,
      `${addDays(mondayIn(3), 2)} 19:00`,
    ]);

    // Copying again into the same week clashes with the copies.
    const mid = await rowCounts(db());
    const again = await scheduleCall(t, who, 'POST', '/timetable/week/copy', {
      from: mondayIn(1),
      to: mondayIn(3),
    });
    expect(again.body.code).toBe(-409);
    expect(again.body.value.conflict_count).toBe(2);
    expect(await rowCounts(db())).toEqual(mid);

    expect(
      (
        await scheduleCall(t, who, 'POST', '/timetable/week/copy', {
          from: mondayIn(1),
          to: addDays(mondayIn(1), 6),
        })
      ).body,
    ).toMatchObject({ code: -400, message: 'Choose a different week to copy into' });
    expect(
      (await scheduleCall(t, who, 'POST', '/timetable/week/copy', { from: mondayIn(8), to: mondayIn(9) }))
        .body,
    ).toMatchObject({ code: -400, message: `The week of ${mondayIn(8)} has no sessions to copy` });
    expect(
      (await scheduleCall(t, who, 'POST', '/timetable/week/copy', { from: mondayIn(1), to: '2020-01-06' }))
        .body.code,
    ).toBe(-400);
    expect(
      (await scheduleCall(t, who, 'POST', '/timetable/week/copy', { from: 'x', to: mondayIn(2) })).body.code,
    ).toBe(-400);
    // Another store's week is empty from here.
    expect(
      (await scheduleCall(t, other, 'POST', '/timetable/week/copy', { from: mondayIn(1), to: mondayIn(5) }))
        .body.code,
    ).toBe(-400);
  });

  it('lists past courses: ended and not cancelled, with attendance, filters and the latest first', async () => {
    const { who, ids } = await ground();
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    const base = {
      storeId: who.storeId,
      courseId: ids.course_id,
      coachId: ids.coach_id,
      areaId: ids.area_id,
    };
    await insertPastSession(db(), { ...base, date: '2026-10-05', booked: 9, attended: 8, no_shows: 1 });
    await insertPastSession(db(), {
      ...base,
      date: '2026-10-12',
      coachId: coach2,
      booked: 6,
      attended: 4,
      no_shows: 2,
    });
    await insertPastSession(db(), { ...base, date: '2026-10-19', status: 'cancelled' });
    await insertPastSession(db(), {
      ...base,
      date: '2026-10-20',
      status: 'completed',
      booked: 5,
      attended: 5,
      no_shows: 0,
    });
    await save(who, ids); // future sessions: not history
    const theirs = await ground();
    await insertPastSession(db(), {
      storeId: theirs.who.storeId,
      courseId: theirs.ids.course_id,
      coachId: theirs.ids.coach_id,
      areaId: theirs.ids.area_id,
      date: '2026-10-06',
    });

    const all = await scheduleCall(t, who, 'POST', '/timetable/history', {});
    expect(all.body.code).toBe(0);
    expect(all.body.value.total).toBe(3);
    expect(all.body.value.content).toEqual([
      expect.objectContaining({ date: '2026-10-20', booked: 5, attended: 5, no_shows: 0 }),
      expect.objectContaining({
        date: '2026-10-12',
        coach_name: '陈静',
        course_name: '燃脂团课',
        area_name: '一号操房',
        capacity: 10,
        booked: 6,
        attended: 4,
        no_shows: 2,
      }),
      expect.objectContaining({
        date: '2026-10-05',
        coach_name: '张伟',
        booked: 9,
        attended: 8,
        no_shows: 1,
      }),
    ]);
    const range = await scheduleCall(t, who, 'POST', '/timetable/history', {
      restrictions: [
        { name: 'date', operator: '>=', value: '2026-10-06' },
        { name: 'date', operator: '<=', value: '2026-10-19' },
      ],
    });
    expect(range.body.value.content.map((s: { date: string }) => s.date)).toEqual(['2026-10-12']);
    const byCoach = await scheduleCall(t, who, 'POST', '/timetable/history', {
      restrictions: [{ name: 'coach_id', operator: '=', value: ids.coach_id }],
      sorts: [{ name: 'date', sort: 'asc' }],
    });
    expect(byCoach.body.value.content.map((s: { date: string }) => s.date)).toEqual([
      '2026-10-05',
      '2026-10-20',
    ]);
    const byNames = await scheduleCall(t, who, 'POST', '/timetable/history', {
      restrictions: [
        { name: 'course_id', operator: 'in', value: [ids.course_id] },
        { name: 'area_id', operator: '=', value: ids.area_id },
        { name: 'coach_name', operator: 'like', value: '陈' },
      ],
    });
    expect(byNames.body.value.total).toBe(1);
    const bad = await scheduleCall(t, who, 'POST', '/timetable/history', {
      restrictions: [{ name: 'store_id', operator: '=', value: theirs.who.storeId }],
    });
    expect(bad.body.code).toBe(-400);
    const wrongType = await scheduleCall(t, who, 'POST', '/timetable/history', {
      restrictions: [{ name: 'coach_id', operator: '=', value: 'x' }],
    });
    expect(wrongType.body.code).toBe(-400);
  });

  it('lets one of two saves racing for the same slot win; the other is -409', async () => {
    const { who, ids } = await ground();
    const coach2 = await insertCoach(db(), who.storeId, '陈静');
    const results = await Promise.all([
      scheduleCall(t, who, 'POST', '/timetable/rule', rulePayload(ids)),
      scheduleCall(t, who, 'POST', '/timetable/rule', rulePayload({ ...ids, coach_id: coach2 })),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([-409, 0]);
    const rules = await db()
      .selectFrom('timetable_rules')
      .select('id')
      .where('store_id', '=', who.storeId)
      .execute();
    expect(rules).toHaveLength(1);
    const sessions = await db()
      .selectFrom('timetable_sessions')
      .select('id')
      .where('store_id', '=', who.storeId)
      .execute();
    expect(sessions).toHaveLength(4);
  });

  it('treats today’s begun session as past: a rule starting today skips it', async () => {
    const { who, ids } = await ground();
    const today = chinaDate();
    const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const allDay = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['00:00', '24:00']]]),
    );
    const open = await area(who, { name: '全天', opening_hours: allDay });
    const saved = await save(
      who,
      { ...ids, area_id: open },
      {
        weekday,
        start: '00:00',
        end: '00:01',
        valid_from: today,
        valid_to: addDays(today, 13),
        min_attendees: 0,
      },
    );
    expect(saved.sessions).toBe(1);
    expect(saved.rule.valid_from).toBe(today);
  });

  it('describes every call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/area/list',
      '/api/area',
      '/api/area/{id}',
      '/api/timetable/week',
      '/api/timetable/options',
      '/api/timetable/rule/preview',
      '/api/timetable/rule',
      '/api/timetable/rule/{id}',
      '/api/timetable/week/copy',
      '/api/timetable/session/{id}/cancel',
      '/api/timetable/history',
    ])
      expect(paths).toContain(path);
  });

  it('answers the pickers and the week to an employee granted the timetable only, and refuses its writes', async () => {
    const { who, ids } = await ground();
    await insertCourse(db(), who.storeId, { name: '草稿课', status: 'draft' });
    await insertCoach(db(), who.storeId, '离职', 'inactive');
    await save(who, ids);
    const staff = await createMerchant(db(), { stores: 0 });
    const functions = await db()
      .selectFrom('menu_functions')
      .select('id')
      .where('name', 'in', ['coursetable:view'])
      .execute();
    await insertEmployment(db(), {
      owner: who.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [who.storeId],
      functionIds: functions.map((f) => f.id),
    });
    const employee = {
      token: await createSessionToken(db(), staff.accountId, { storeId: who.storeId }),
      storeId: who.storeId,
    };
    const options = await scheduleCall(t, employee, 'GET', '/timetable/options');
    expect(options.body.code).toBe(0);
    expect(options.body.value).toEqual({
      courses: [{ id: ids.course_id, name: '燃脂团课', status: 'online', class_size: 20, area_id: null }],
      coaches: [{ id: ids.coach_id, name: '张伟' }],
      areas: [
        expect.objectContaining({ id: ids.area_id, name: '一号操房', capacity: 20, allow_overlap: false }),
      ],
    });
    expect(
      (await scheduleCall(t, employee, 'GET', `/timetable/week?date=${mondayIn(1)}`)).body.value.sessions,
    ).toHaveLength(1);
    expect((await scheduleCall(t, employee, 'POST', '/area/list', {})).body.code).toBe(0);
    expect(
      (await scheduleCall(t, employee, 'POST', '/timetable/rule', rulePayload(ids, { weekday: 2 }))).body
        .code,
    ).toBe(-403);
    expect((await scheduleCall(t, employee, 'POST', '/timetable/history', {})).body.code).toBe(-403);
    expect((await scheduleCall(t, employee, 'POST', '/area', areaPayload())).body.code).toBe(-403);
    // Another store's pickers are not reachable with this store's header.
    expect(
      (await scheduleCall(t, { ...employee, storeId: other.storeId }, 'GET', '/timetable/options')).body.code,
    ).toBe(-403);
  });
});
