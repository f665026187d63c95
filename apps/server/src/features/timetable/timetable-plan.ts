import {
  addDays,
  type ConflictKind,
  chinaDate,
  clockMinutes,
  type PreviewSession,
  type TimetableConflict,
  type TimetablePreview,
  type TimetableRuleBodyParsed,
  weekdayOf,
} from '@merchant/shared';
import { isoAt } from '../../lib/time';

/**
 * The pure part of the timetable (docs/schedule.md): the dated sessions a weekly rule creates
 * and the conflicts each would have. No database here, so the rules are unit-tested alone.
 * Store-local dates and times are China time (UTC+8, no daylight saving).
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The UTC instant of store-local `date` at `time` ("HH:MM", "24:00" is the next midnight). */
export const instantOf = (date: string, time: string): number =>
  Date.parse(`${date}T00:00:00+08:00`) + clockMinutes(time) * MINUTE_MS;

/** A session about to be created, with the instants stored beside the local times. */
export interface PlannedSession {
  rule_index: number;
  date: string;
  start: string;
  end: string;
  course_id: number;
  coach_id: number;
  area_id: number;
  capacity: number;
  waitlist_size: number;
  min_attendees: number;
  starts_at: string;
  ends_at: string;
  booking_opens_at: string;
  booking_closes_at: string;
  cancel_deadline_at: string;
}

/** The session of `rule` on `date` (a day of its weekday), with its instants. */
export const sessionOn = (rule: TimetableRuleBodyParsed, ruleIndex: number, date: string): PlannedSession => {
  const starts = instantOf(date, rule.start);
  return {
    rule_index: ruleIndex,
    date,
    start: rule.start,
    end: rule.end,
    course_id: rule.course_id,
    coach_id: rule.coach_id,
    area_id: rule.area_id,
    capacity: rule.capacity,
    waitlist_size: rule.waitlist_size,
    min_attendees: rule.min_attendees,
    starts_at: isoAt(starts),
    ends_at: isoAt(instantOf(date, rule.end)),
    booking_opens_at: isoAt(starts - rule.booking_opens_hours * HOUR_MS),
    booking_closes_at: isoAt(starts - rule.booking_closes_minutes * MINUTE_MS),
    cancel_deadline_at: isoAt(starts - rule.cancel_deadline_hours * HOUR_MS),
  };
};

/** The dates of `rule`'s weekday from `first` to its last valid day. */
export const ruleDates = (rule: TimetableRuleBodyParsed, first: string): string[] => {
  const dates: string[] = [];
  for (
    let date = addDays(first, (rule.weekday - weekdayOf(first) + 7) % 7);
    date <= rule.valid_to;
    date = addDays(date, 7)
  )
    dates.push(date);
  return dates;
};

/**
 * The sessions of `rule` from its first day (or today, whichever is later) to its last, on its
 * weekday, that start after `now`: dates already begun are never created.
 */
export const planSessions = (
  rule: TimetableRuleBodyParsed,
  ruleIndex: number,
  now: Date,
): PlannedSession[] => {
  const today = chinaDate(now);
  return ruleDates(rule, rule.valid_from > today ? rule.valid_from : today)
    .map((date) => sessionOn(rule, ruleIndex, date))
    .filter((s) => Date.parse(s.starts_at) > now.getTime());
};

/** A session already in the timetable (not cancelled), with the names a conflict shows. */
export interface ExistingSession {
  id: number;
  date: string;
  start: string;
  end: string;
  course_id: number;
  coach_id: number;
  area_id: number;
  course_name: string;
  coach_name: string;
  area_name: string;
}

/** What the conflict check needs to know of an area. */
export interface AreaFacts {
  name: string;
  allow_overlap: boolean;
  /** Weekday "1".."7" -> ranges; a missing or empty day is closed. */
  opening_hours: Record<string, [string, string][]>;
}

export interface PlanNames {
  courses: Map<number, string>;
  coaches: Map<number, string>;
  areas: Map<number, AreaFacts>;
}

type Slot = Pick<ExistingSession, 'date' | 'start' | 'end' | 'coach_id' | 'area_id'>;

const overlaps = (a: Slot, b: Slot) =>
  a.date === b.date &&
  clockMinutes(a.start) < clockMinutes(b.end) &&
  clockMinutes(b.start) < clockMinutes(a.end);

/** The kinds of clash between two overlapping sessions: the same area (unless allowed), the same coach. */
const clashes = (a: Slot, b: Slot, areas: Map<number, AreaFacts>): ConflictKind[] => {
  if (!overlaps(a, b)) return [];
  const kinds: ConflictKind[] = [];
  if (a.area_id === b.area_id && !areas.get(a.area_id)?.allow_overlap) kinds.push('area_overlap');
  if (a.coach_id === b.coach_id) kinds.push('coach_overlap');
  return kinds;
};

/** Whether the session lies within one of its area's opening ranges that weekday. */
const withinHours = (session: Slot, area: AreaFacts | undefined): boolean =>
  (area?.opening_hours[String(weekdayOf(session.date))] ?? []).some(
    ([from, to]) =>
      clockMinutes(from) <= clockMinutes(session.start) && clockMinutes(session.end) <= clockMinutes(to),
  );

/** A clash with another session: its times and names. */
const clashWith = (
  kind: ConflictKind,
  other: Pick<
    TimetableConflict,
    'session_id' | 'rule_index' | 'start' | 'end' | 'course_name' | 'coach_name' | 'area_name'
  >,
): TimetableConflict => ({
  kind,
  session_id: other.session_id,
  rule_index: other.rule_index,
  start: other.start,
  end: other.end,
  course_name: other.course_name,
  coach_name: other.coach_name,
  area_name: other.area_name,
  opening: null,
});

/**
 * Every planned session with its conflicts: against the sessions already there, against the
 * other planned sessions, and against its area's opening hours.
 */
export const checkConflicts = (
  planned: PlannedSession[],
  existing: ExistingSession[],
  names: PlanNames,
): TimetablePreview => {
  const byDate = <T extends { date: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.date, [...(map.get(item.date) ?? []), item]);
    return map;
  };
  const existingByDate = byDate(existing);
  const plannedByDate = byDate(planned);
  const sessions: PreviewSession[] = planned.map((session) => {
    const conflicts: TimetableConflict[] = [];
    const area = names.areas.get(session.area_id);
    if (!withinHours(session, area))
      conflicts.push({
        kind: 'outside_hours',
        session_id: null,
        rule_index: null,
        start: null,
        end: null,
        course_name: null,
        coach_name: null,
        area_name: area?.name ?? null,
        opening: area?.opening_hours[String(weekdayOf(session.date))] ?? [],
      });
    for (const other of existingByDate.get(session.date) ?? [])
      for (const kind of clashes(session, other, names.areas))
        conflicts.push(clashWith(kind, { ...other, session_id: other.id, rule_index: null }));
    for (const other of plannedByDate.get(session.date) ?? []) {
      if (other === session) continue;
      for (const kind of clashes(session, other, names.areas))
        conflicts.push(
          clashWith(kind, {
            ...other,
            session_id: null,
            course_name: names.courses.get(other.course_id) ?? null,
            coach_name: names.coaches.get(other.coach_id) ?? null,
            area_name: names.areas.get(other.area_id)?.name ?? null,
          }),
        );
    }
    return {
      rule_index: session.rule_index,
      date: session.date,
      weekday: weekdayOf(session.date),
      start: session.start,
      end: session.end,
      course_id: session.course_id,
      coach_id: session.coach_id,
      area_id: session.area_id,
      capacity: session.capacity,
      conflicts,
    };
  });
  return { sessions, conflict_count: sessions.filter((s) => s.conflicts.length > 0).length };
};
