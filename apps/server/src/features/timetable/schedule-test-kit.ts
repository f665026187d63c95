import { type AreaBody, addDays, chinaDate, mondayOf, type TimetableRuleBody } from '@merchant/shared';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { storeCall } from '../../test/store-call';

/** Test helpers of the areas and the timetable (docs/schedule.md). */

/** A merchant with one store, signed in on it (the coaches' fixture is the same). */
export { type CoachOwner as ScheduleOwner, coachOwner as scheduleOwner } from '../coach/coach-test-kit';

/** Calls the API as `who` in its store (X-Store-Id), in `lang`. */
export const scheduleCall = storeCall;

/** A coach row of the store (the coach API is another feature's). */
export const insertCoach = async (db: Database, storeId: number, name = '张伟', status = 'active') => {
  const at = isoNow();
  const { id } = await db
    .insertInto('coaches')
    .values({
      store_id: storeId,
      name,
      phone: '13800138000',
      avatar_upload_id: null,
      type: 'group',
      status,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** A listing row of the store (the course API is another stream's). */
export const insertCourse = async (
  db: Database,
  storeId: number,
  options: { name?: string; status?: string; class_size?: number; area_id?: number | null } = {},
) => {
  const at = isoNow();
  const { id } = await db
    .insertInto('courses')
    .values({
      store_id: storeId,
      category: 2,
      status: options.status ?? 'online',
      name: options.name ?? '燃脂团课',
      price: 9900,
      sessions: 10,
      session_minutes: 60,
      validity_days: 90,
      class_size: options.class_size ?? 20,
      area_id: options.area_id ?? null,
      reject_reasons: null,
      created_at: at,
      updated_time: at,
      submitted_at: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

const EVERY_DAY = {
  '1': [['06:00', '22:00']],
  '2': [['06:00', '22:00']],
  '3': [['06:00', '22:00']],
  '4': [['06:00', '22:00']],
  '5': [['06:00', '22:00']],
  '6': [['08:00', '20:00']],
  '7': [['08:00', '20:00']],
} as AreaBody['opening_hours'];

export const areaPayload = (overrides: Partial<AreaBody> & Record<string, unknown> = {}): AreaBody => ({
  name: '一号操房',
  capacity: 20,
  type: 'room',
  opening_hours: EVERY_DAY,
  allow_overlap: false,
  ...overrides,
});

/** The Monday `weeks` weeks after this week's (China's today). */
export const mondayIn = (weeks: number) => addDays(mondayOf(chinaDate()), 7 * weeks);

/** A rule for four weeks from next week's Monday, Mondays 09:00–10:00. */
export const rulePayload = (
  ids: { course_id: number; coach_id: number; area_id: number },
  overrides: Partial<TimetableRuleBody> & Record<string, unknown> = {},
): TimetableRuleBody => ({
  ...ids,
  weekday: 1,
  start: '09:00',
  end: '10:00',
  capacity: 10,
  waitlist_size: 2,
  booking_opens_hours: 72,
  booking_closes_minutes: 30,
  cancel_deadline_hours: 4,
  min_attendees: 2,
  valid_from: mondayIn(1),
  valid_to: addDays(mondayIn(1), 27),
  ...overrides,
});

/** A finished session written straight into the table (the history reads what bookings will fill). */
export const insertPastSession = async (
  db: Database,
  s: {
    storeId: number;
    courseId: number;
    coachId: number;
    areaId: number;
    date: string;
    start?: string;
    end?: string;
    status?: string;
    booked?: number;
    attended?: number;
    no_shows?: number;
  },
) => {
  const start = s.start ?? '09:00';
  const end = s.end ?? '10:00';
  const at = (time: string) => new Date(`${s.date}T${time}:00+08:00`).toISOString();
  const { id } = await db
    .insertInto('timetable_sessions')
    .values({
      store_id: s.storeId,
      rule_id: null,
      course_id: s.courseId,
      coach_id: s.coachId,
      area_id: s.areaId,
      date: s.date,
      start,
      end,
      starts_at: at(start),
      ends_at: at(end),
      booking_opens_at: at(start),
      booking_closes_at: at(start),
      cancel_deadline_at: at(start),
      capacity: 10,
      booked: s.booked ?? 8,
      attended: s.attended ?? 7,
      no_shows: s.no_shows ?? 1,
      status: s.status ?? 'scheduled',
      cancel_reason: null,
      cancelled_by: null,
      cancelled_at: null,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** Rows of a table, for "nothing was written" checks. */
export const rowCounts = async (db: Database) => {
  const count = async (table: 'timetable_rules' | 'timetable_sessions' | 'audit_events' | 'areas') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    rules: await count('timetable_rules'),
    sessions: await count('timetable_sessions'),
    audit: await count('audit_events'),
    areas: await count('areas'),
  };
};
