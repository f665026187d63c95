import { z } from 'zod';
import { clockMinutes, clockTime } from './area.schema';
import { dateOnlyField } from './coach.schema';
import { bodyId, idParam, multilineText } from './common.schema';

/**
 * The weekly timetable (/coursetable) and past courses (/history).
 * The wire contract of `GET /timetable/week`, `POST /timetable/rule/preview`,
 * `POST /timetable/rule`, `PUT /timetable/rule/{id}`, `POST /timetable/week/copy`,
 * `POST /timetable/session/{id}/cancel` and `POST /timetable/history` (docs/schedule.md).
 * Dates and times are store-local (China, UTC+8, no daylight saving).
 */

export const MAX_SESSION_CAPACITY = 1000;
export const MAX_WAITLIST = 200;
/** Booking may open at most 30 days before a session. */
export const MAX_BOOKING_OPENS_HOURS = 720;
/** Booking may close at most a day before a session. */
export const MAX_BOOKING_CLOSES_MINUTES = 1440;
export const MAX_CANCEL_DEADLINE_HOURS = 168;
/** A rule is valid for at most 26 weeks (valid_from .. valid_to, both included). */
export const MAX_RULE_DAYS = 26 * 7;
/** Rules one preview or one copied week may hold. */
export const MAX_PREVIEW_RULES = 100;

export const sessionStatuses = ['scheduled', 'cancelled', 'completed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export const conflictKinds = ['area_overlap', 'coach_overlap', 'outside_hours'] as const;
export type ConflictKind = (typeof conflictKinds)[number];

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (YYYY-MM-DD), negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `date` (YYYY-MM-DD) plus `days`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 1..7, Monday..Sunday, of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The Monday of the week (Monday..Sunday) that holds `date`. */
export const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** The fields of one weekly rule (POST /timetable/rule, PUT /timetable/rule/{id}, preview). */
const ruleFields = z.object({
  course_id: bodyId,
  coach_id: bodyId,
  area_id: bodyId,
  /** 1..7, Monday..Sunday (spec §3). */
  weekday: z.number().int().min(1).max(7),
  /** Store-local "HH:MM"; the end is after the start, on the same day. */
  start: clockTime,
  end: clockTime,
  capacity: z.number().int().min(1).max(MAX_SESSION_CAPACITY),
  waitlist_size: z.number().int().min(0).max(MAX_WAITLIST).default(0),
  /** Booking opens this many hours before the start. */
  booking_opens_hours: z.number().int().min(0).max(MAX_BOOKING_OPENS_HOURS).default(168),
  /** Booking closes this many minutes before the start. */
  booking_closes_minutes: z.number().int().min(0).max(MAX_BOOKING_CLOSES_MINUTES).default(60),
  /** A booking may be cancelled up to this many hours before the start. */
  cancel_deadline_hours: z.number().int().min(0).max(MAX_CANCEL_DEADLINE_HOURS).default(2),
  /** Below this many bookings the session may be cancelled (0: no minimum); at most the capacity. */
  min_attendees: z.number().int().min(0).max(MAX_SESSION_CAPACITY).default(0),
  /** Store-local dates, both included; at most 26 weeks apart. */
  valid_from: dateOnlyField,
  valid_to: dateOnlyField,
});

/** The cross-field rules of a rule, each naming the field it is about. */
const checkRule = (
  rule: z.output<typeof ruleFields>,
  ctx: z.core.$RefinementCtx<z.output<typeof ruleFields>>,
) => {
  if (clockMinutes(rule.end) <= clockMinutes(rule.start))
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'endAfterStart' });
  if (rule.min_attendees > rule.capacity)
    ctx.addIssue({ code: 'custom', path: ['min_attendees'], message: 'minAttendeesRule' });
  const span = daysBetween(rule.valid_from, rule.valid_to);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'validToRule' });
  else if (span >= MAX_RULE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'validSpanRule' });
};

export const timetableRuleBody = ruleFields.superRefine(checkRule);
export type TimetableRuleBody = z.input<typeof timetableRuleBody>;
export type TimetableRuleBodyParsed = z.output<typeof timetableRuleBody>;

/**
 * POST /timetable/rule/preview: one rule (with `rule_id` when it will replace that rule, whose
 * own future sessions then do not count as conflicts), or a list of rules checked together
 * (a week being built or copied).
 */
export const timetablePreviewBody = z.union([
  ruleFields.extend({ rule_id: bodyId.optional() }).superRefine(checkRule),
  z.object({ rules: z.array(timetableRuleBody).min(1).max(MAX_PREVIEW_RULES) }),
]);
export type TimetablePreviewBody = z.input<typeof timetablePreviewBody>;
export type TimetablePreviewBodyParsed = z.output<typeof timetablePreviewBody>;

/** What a new session collides with: an existing session, or another rule of the same preview. */
export const timetableConflict = z.object({
  kind: z.enum(conflictKinds),
  /** The existing session (area_overlap, coach_overlap), or null. */
  session_id: z.number().int().nullable(),
  /** The other rule of the same preview (its index in `rules`), or null. */
  rule_index: z.number().int().nullable(),
  /** The other session's times and names; for outside_hours the area's ranges that day. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  course_name: z.string().nullable(),
  coach_name: z.string().nullable(),
  area_name: z.string().nullable(),
  /** outside_hours: the area's opening ranges that weekday (empty: closed). */
  opening: z.array(z.tuple([z.string(), z.string()])).nullable(),
});
export type TimetableConflict = z.infer<typeof timetableConflict>;

/** One session a rule would create. */
export const previewSession = z.object({
  /** Index of its rule in the preview's `rules` (0 for a single rule). */
  rule_index: z.number().int(),
  date: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  course_id: z.number().int(),
  coach_id: z.number().int(),
  area_id: z.number().int(),
  capacity: z.number().int(),
  conflicts: z.array(timetableConflict),
});
export type PreviewSession = z.infer<typeof previewSession>;

/**
 * The preview, and the `value` of the -409 that refuses a save with conflicts. Sessions start
 * after now: dates already begun are left out.
 */
export const timetablePreview = z.object({
  sessions: z.array(previewSession),
  /** Sessions with at least one conflict. */
  conflict_count: z.number().int(),
});
export type TimetablePreview = z.infer<typeof timetablePreview>;

/** One weekly rule as stored. */
export const timetableRule = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  coach_id: z.number().int(),
  area_id: z.number().int(),
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  waitlist_size: z.number().int(),
  booking_opens_hours: z.number().int(),
  booking_closes_minutes: z.number().int(),
  cancel_deadline_hours: z.number().int(),
  min_attendees: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  status: z.enum(['active', 'ended']),
  course_name: z.string(),
  coach_name: z.string(),
  area_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TimetableRule = z.infer<typeof timetableRule>;

/** A saved rule with the sessions it has (from today on). */
export const timetableRuleSaved = z.object({
  rule: timetableRule,
  /** Sessions created or changed by this save. */
  sessions: z.number().int(),
});
export type TimetableRuleSaved = z.infer<typeof timetableRuleSaved>;

/** One dated session as the week grid shows it. */
export const timetableSession = z.object({
  id: z.number().int(),
  /** The rule that generated it, or null for a one-off session. */
  rule_id: z.number().int().nullable(),
  date: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  course_id: z.number().int(),
  course_name: z.string(),
  coach_id: z.number().int(),
  coach_name: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  waitlist_size: z.number().int(),
  min_attendees: z.number().int(),
  /** 'completed' once it has ended (and was not cancelled). */
  status: z.enum(sessionStatuses),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.number().int().nullable(),
  cancelled_by_name: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type TimetableSession = z.infer<typeof timetableSession>;

/** GET /timetable/week?date=YYYY-MM-DD[&coach_id&area_id&course_id]. */
export const timetableWeekQuery = z.object({
  date: dateOnlyField,
  coach_id: idParam.optional(),
  area_id: idParam.optional(),
  course_id: idParam.optional(),
});
export type TimetableWeekQuery = z.input<typeof timetableWeekQuery>;

export const timetableWeek = z.object({
  /** Monday and Sunday of the week. */
  from: z.string(),
  to: z.string(),
  /** Sessions of the week (filters applied), by date and start. */
  sessions: z.array(timetableSession),
  /** Active rules valid on some day of the week (filters applied), for editing. */
  rules: z.array(timetableRule),
});
export type TimetableWeek = z.infer<typeof timetableWeek>;

/**
 * POST /timetable/week/copy: the sessions of the week holding `from` become rules valid only
 * in the week holding `to` (docs/schedule.md). `preview: true` answers the preview only.
 */
export const timetableWeekCopyBody = z.object({
  from: dateOnlyField,
  to: dateOnlyField,
  preview: z.boolean().default(false),
});
export type TimetableWeekCopyBody = z.input<typeof timetableWeekCopyBody>;

export const timetableWeekCopied = z.object({
  /** Rules created (0 for a preview). */
  rules: z.array(timetableRule),
  preview: timetablePreview,
});
export type TimetableWeekCopied = z.infer<typeof timetableWeekCopied>;

/** POST /timetable/session/{id}/cancel. */
export const sessionCancelBody = z.object({
  reason: multilineText({ max: 500 }),
});
export type SessionCancelBody = z.input<typeof sessionCancelBody>;

/** One completed session of /history. */
export const historySession = timetableSession
  .pick({
    id: true,
    date: true,
    start: true,
    end: true,
    course_id: true,
    course_name: true,
    coach_id: true,
    coach_name: true,
    area_id: true,
    area_name: true,
    capacity: true,
    booked: true,
  })
  .extend({ attended: z.number().int(), no_shows: z.number().int() });
export type HistorySession = z.infer<typeof historySession>;

/**
 * GET /timetable/options: what the rule form and the grid's filters pick from, readable with the
 * timetable's own permissions (an employee granted /coursetable only may not read /class or
 * /coach): the store's sellable listings (online or offline), active coaches and areas.
 */
export const timetableOptions = z.object({
  courses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
      class_size: z.number().int(),
      /** The listing's own area, a sensible default for its rules. */
      area_id: z.number().int().nullable(),
    }),
  ),
  coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  areas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      capacity: z.number().int(),
      allow_overlap: z.boolean(),
      opening_hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
    }),
  ),
});
export type TimetableOptions = z.infer<typeof timetableOptions>;
