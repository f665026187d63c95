import {
  Code,
  type ConflictKind,
  formatMessage,
  type Language,
  type MessageKey,
  type SessionStatus,
  type TimetablePreview,
  type TimetableRule,
  type TimetableRuleBodyParsed,
  type TimetableSession,
  weekdayOf,
} from '@merchant/shared';
import { AppError } from '../../lib/app-error';
import type { NamedSessionRow, RuleRow } from './timetable.repository';

/**
 * The timetable's rows as the wire shows them, the columns a rule body writes, and the -409 a
 * conflicting save answers (split out of timetable.service.ts, which keeps the rules).
 */

/** A rule row as the wire shows it. */
export const toRule = (
  row: RuleRow & { course_name: string; coach_name: string; area_name: string },
): TimetableRule => ({
  id: row.id,
  course_id: row.course_id,
  coach_id: row.coach_id,
  area_id: row.area_id,
  weekday: row.weekday,
  start: row.start,
  end: row.end,
  capacity: row.capacity,
  waitlist_size: row.waitlist_size,
  booking_opens_hours: row.booking_opens_hours,
  booking_closes_minutes: row.booking_closes_minutes,
  cancel_deadline_hours: row.cancel_deadline_hours,
  min_attendees: row.min_attendees,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  status: row.status as 'active' | 'ended',
  course_name: row.course_name,
  coach_name: row.coach_name,
  area_name: row.area_name,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A session row with its names as the week grid shows it; one that has ended reads 'completed'. */
export const toSession = (s: NamedSessionRow, now: string): TimetableSession => ({
  id: s.id,
  rule_id: s.rule_id,
  date: s.date,
  weekday: weekdayOf(s.date),
  start: s.start,
  end: s.end,
  course_id: s.course_id,
  course_name: s.course_name,
  coach_id: s.coach_id,
  coach_name: s.coach_name,
  area_id: s.area_id,
  area_name: s.area_name,
  capacity: s.capacity,
  booked: s.booked,
  waitlist_size: s.waitlist_size,
  min_attendees: s.min_attendees,
  status: (s.status === 'scheduled' && s.ends_at <= now ? 'completed' : s.status) as SessionStatus,
  cancel_reason: s.cancel_reason,
  cancelled_by: s.cancelled_by,
  cancelled_by_name: s.cancelled_by_name,
  cancelled_at: s.cancelled_at,
});

export const ruleFieldsOf = (rule: TimetableRuleBodyParsed) => ({
  course_id: rule.course_id,
  coach_id: rule.coach_id,
  area_id: rule.area_id,
  weekday: rule.weekday,
  start: rule.start,
  end: rule.end,
  capacity: rule.capacity,
  waitlist_size: rule.waitlist_size,
  booking_opens_hours: rule.booking_opens_hours,
  booking_closes_minutes: rule.booking_closes_minutes,
  cancel_deadline_hours: rule.cancel_deadline_hours,
  min_attendees: rule.min_attendees,
  valid_from: rule.valid_from,
  valid_to: rule.valid_to,
});

const CONFLICT_REASON: Record<ConflictKind, MessageKey> = {
  area_overlap: 'conflictAreaOverlap',
  coach_overlap: 'conflictCoachOverlap',
  outside_hours: 'conflictOutsideHours',
};

/** -409 with the preview as the value; the message names the first conflict in the caller's language. */
export const conflictRefusal = (preview: TimetablePreview, lang: Language) => {
  const first = preview.sessions.find((s) => s.conflicts.length > 0);
  const conflict = first?.conflicts[0];
  return new AppError(
    Code.CONFLICT,
    'timetableConflicts',
    {
      count: preview.conflict_count,
      date: first?.date ?? '',
      start: first?.start ?? '',
      reason: conflict
        ? formatMessage(CONFLICT_REASON[conflict.kind], lang, { name: conflict.course_name ?? '' })
        : '',
    },
    preview,
  );
};
