import type { Generated } from 'kysely';

/** The weekly timetable (migration 2026-11-24-0008-timetable). */
export interface TimetableRuleTable {
  id: Generated<number>;
  store_id: number;
  course_id: number;
  coach_id: number;
  area_id: number;
  /** 1..7, Monday..Sunday. */
  weekday: number;
  /** Store-local "HH:MM". */
  start: string;
  end: string;
  capacity: number;
  waitlist_size: Generated<number>;
  booking_opens_hours: number;
  booking_closes_minutes: number;
  cancel_deadline_hours: number;
  min_attendees: Generated<number>;
  /** Store-local "YYYY-MM-DD", both included. */
  valid_from: string;
  valid_to: string;
  /** 'active' | 'ended' */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface TimetableSessionTable {
  id: Generated<number>;
  store_id: number;
  rule_id: number | null;
  course_id: number;
  coach_id: number;
  area_id: number;
  /** Store-local "YYYY-MM-DD" and "HH:MM". */
  date: string;
  start: string;
  end: string;
  /** UTC instants. */
  starts_at: string;
  ends_at: string;
  booking_opens_at: string;
  booking_closes_at: string;
  cancel_deadline_at: string;
  capacity: number;
  waitlist_size: Generated<number>;
  min_attendees: Generated<number>;
  booked: Generated<number>;
  attended: Generated<number>;
  no_shows: Generated<number>;
  /** 'scheduled' | 'cancelled' | 'completed' */
  status: string;
  cancel_reason: string | null;
  cancelled_by: number | null;
  cancelled_at: string | null;
  created_at: string;
}

export interface TimetableTables {
  timetable_rules: TimetableRuleTable;
  timetable_sessions: TimetableSessionTable;
}
