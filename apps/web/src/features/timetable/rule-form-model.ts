/**
 * The rule form's values and the wire's body, both ways (pure, tested): dates are dayjs values
 * in the form and store-local `YYYY-MM-DD` on the wire; a new rule starts on the weekday and
 * week the merchant was looking at, valid for four weeks. Also the text of a conflict.
 */
import type { TimetableConflict, TimetableRule, TimetableRuleBody } from '@merchant/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT } from './week-model';

export interface RuleFormValues {
  course_id?: number;
  coach_id?: number;
  area_id?: number;
  weekday?: number;
  start?: string;
  end?: string;
  capacity?: number | null;
  waitlist_size?: number | null;
  booking_opens_hours?: number | null;
  booking_closes_minutes?: number | null;
  cancel_deadline_hours?: number | null;
  min_attendees?: number | null;
  valid_from?: Dayjs | null;
  valid_to?: Dayjs | null;
}

/** Weeks a new rule is valid for by default. */
export const DEFAULT_RULE_WEEKS = 4;

export const emptyRuleForm = (monday: string, today: string): RuleFormValues => {
  const from = monday < today ? today : monday;
  return {
    weekday: 1,
    start: '09:00',
    end: '10:00',
    capacity: null,
    waitlist_size: 0,
    booking_opens_hours: 168,
    booking_closes_minutes: 60,
    cancel_deadline_hours: 2,
    min_attendees: 0,
    valid_from: dayjs(from, DAY_FORMAT),
    valid_to: dayjs(monday, DAY_FORMAT).add(DEFAULT_RULE_WEEKS * 7 - 1, 'day'),
  };
};

export const toRuleForm = (rule: TimetableRule): RuleFormValues => ({
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
  valid_from: dayjs(rule.valid_from, DAY_FORMAT),
  valid_to: dayjs(rule.valid_to, DAY_FORMAT),
});

const day = (value: Dayjs | null | undefined): string => (value ? value.format(DAY_FORMAT) : '');

export const toRuleBody = (v: RuleFormValues): TimetableRuleBody => ({
  course_id: v.course_id ?? 0,
  coach_id: v.coach_id ?? 0,
  area_id: v.area_id ?? 0,
  weekday: v.weekday ?? 1,
  start: (v.start ?? '').trim(),
  end: (v.end ?? '').trim(),
  capacity: v.capacity ?? 0,
  waitlist_size: v.waitlist_size ?? 0,
  booking_opens_hours: v.booking_opens_hours ?? 0,
  booking_closes_minutes: v.booking_closes_minutes ?? 0,
  cancel_deadline_hours: v.cancel_deadline_hours ?? 0,
  min_attendees: v.min_attendees ?? 0,
  valid_from: day(v.valid_from),
  valid_to: day(v.valid_to),
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One conflict in words (namespace `timetable`). */
export const conflictText = (t: Translate, c: TimetableConflict): string => {
  const what = {
    course: c.course_name ?? '',
    coach: c.coach_name ?? '',
    area: c.area_name ?? '',
    start: c.start ?? '',
    end: c.end ?? '',
  };
  const source = c.rule_index !== null && c.session_id === null ? 'Rule' : '';
  switch (c.kind) {
    case 'area_overlap':
      return t(`conflict.areaOverlap${source}`, what);
    case 'coach_overlap':
      return t(`conflict.coachOverlap${source}`, what);
    case 'outside_hours':
      return c.opening && c.opening.length > 0
        ? t('conflict.outsideHours', { ...what, hours: c.opening.map(([a, b]) => `${a}-${b}`).join(', ') })
        : t('conflict.closed', what);
  }
};
