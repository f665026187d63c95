import { addDays, chinaDate, mondayOf, type TimetableRuleBodyParsed } from '@merchant/shared';
import type { Database } from '../db/database';
import { ruleDates, sessionOn } from '../features/timetable';
import { isoNow } from '../lib/time';
import { demoFirstStoreId } from './demo-store';

/** One weekly slot of the demo: which coach and area, when (the listing is picked in turn). */
const SLOTS: { coach: string; area: string; weekday: number; start: string; end: string }[] = [
  { coach: '张伟', area: '一号操房', weekday: 1, start: '19:00', end: '20:00' },
  { coach: '陈静', area: '一号操房', weekday: 2, start: '10:00', end: '11:00' },
  { coach: '张伟', area: '一号操房', weekday: 3, start: '19:00', end: '20:00' },
  { coach: '陈静', area: '一号操房', weekday: 4, start: '18:30', end: '19:30' },
  { coach: '刘洋', area: '恒温泳池', weekday: 5, start: '16:00', end: '17:00' },
  { coach: '刘洋', area: '恒温泳池', weekday: 6, start: '09:00', end: '10:30' },
  { coach: '张伟', area: '一号操房', weekday: 7, start: '10:00', end: '11:00' },
];

/**
 * The demo's timetable (docs/schedule.md): a week of rules on the first store's online
 * listings, valid from the Monday four weeks ago for twelve weeks, with their sessions: the past
 * month's completed (their attendance comes from bookings, none seeded), the coming ones scheduled.
 * Listings come from seed/course.seed.ts (run before); without an online one nothing is seeded.
 * `asOf` is the instant by which a session counts as ended: now, or the start of the demo's
 * simulated month (seed/market-month.ts), which completes the sessions as its clock passes them.
 */
export const seedTimetableDemo = async (db: Database, asOf = new Date()): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const [courses, coaches, areas] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['id', 'class_size'])
      .where('store_id', '=', storeId)
      .where('status', '=', 'online')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('coaches')
      .select(['id', 'name'])
      .where('store_id', '=', storeId)
      .where('status', '=', 'active')
      .execute(),
    db.selectFrom('areas').select(['id', 'name', 'capacity']).where('store_id', '=', storeId).execute(),
  ]);
  if (courses.length === 0) return;
  const now = new Date();
  const at = isoNow();
  const validFrom = addDays(mondayOf(chinaDate(now)), -28);
  for (const [index, slot] of SLOTS.entries()) {
    const course = courses[index % courses.length];
    const coach = coaches.find((c) => c.name === slot.coach);
    const area = areas.find((a) => a.name === slot.area);
    if (!course || !coach || !area) continue;
    const rule: TimetableRuleBodyParsed = {
      course_id: course.id,
      coach_id: coach.id,
      area_id: area.id,
      weekday: slot.weekday,
      start: slot.start,
      end: slot.end,
      capacity: Math.max(1, Math.min(area.capacity, course.class_size, 20)),
      waitlist_size: 3,
      booking_opens_hours: 168,
      booking_closes_minutes: 60,
      cancel_deadline_hours: 4,
      min_attendees: 1,
      valid_from: validFrom,
      valid_to: addDays(validFrom, 12 * 7 - 1),
    };
    const { id: ruleId } = await db
      .insertInto('timetable_rules')
      .values({ ...rule, store_id: storeId, status: 'active', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const date of ruleDates(rule, validFrom)) {
      const { rule_index: _index, ...session } = sessionOn(rule, 0, date);
      const ended = Date.parse(session.ends_at) <= asOf.getTime();
      // Attendance is not seeded: the counters are kept by bookings (features/booking).
      await db
        .insertInto('timetable_sessions')
        .values({
          ...session,
          store_id: storeId,
          rule_id: ruleId,
          status: ended ? 'completed' : 'scheduled',
          cancel_reason: null,
          cancelled_by: null,
          cancelled_at: null,
          created_at: at,
        })
        .execute();
    }
  }
};

/**
 * Marks the sessions that have ended by `now` completed, as the base seed writes them (the wire
 * reads an ended session as completed; statistics count attendance of completed ones only).
 * The simulated month calls it as its clock passes the sessions.
 */
export const completeEndedSessions = async (db: Database, now = new Date()): Promise<number> => {
  const result = await db
    .updateTable('timetable_sessions')
    .set({ status: 'completed' })
    .where('status', '=', 'scheduled')
    .where('ends_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
