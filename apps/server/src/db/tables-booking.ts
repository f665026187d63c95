import type { Generated } from 'kysely';

/**
 * Bookings of timetable sessions and the consumers' notifications (migration
 * 2026-11-27-0004-bookings; docs/bookings.md). States are plain strings (guarded updates take them).
 */
export interface BookingTable {
  id: Generated<number>;
  store_id: number;
  session_id: number;
  member_id: number;
  /** The consumer who booked (the app account): overlaps are checked across stores by it. */
  app_account_id: number;
  /** 'card' | 'voucher' */
  credit_kind: string;
  card_id: number | null;
  order_id: number | null;
  voucher_id: number | null;
  /** What the booking holds and check-in uses: 1 session (count card, voucher), fen (stored value), 0 (period). */
  held_units: number;
  /** 'booked' | 'waiting' | 'checked_in' | 'no_show' | 'cancelled' | 'released' */
  status: string;
  /** The session's times, copied for the overlap checks. */
  starts_at: string;
  ends_at: string;
  /** When the consumer joined the waitlist (its order); null when booked at once. */
  waiting_since: string | null;
  promoted_at: string | null;
  /** The last reason a promotion passed this waiting consumer by, and when. */
  skip_reason: string | null;
  skipped_at: string | null;
  /** 1: cancelled after the session's cancel deadline. */
  late_cancel: Generated<number>;
  /** 'consumer' | 'session_cancelled' | 'not_promoted' */
  end_reason: string | null;
  cancelled_at: string | null;
  checked_in_at: string | null;
  checked_in_by: number | null;
  no_show_at: string | null;
  /** What check-in used: the card ledger row or the voucher redemption. */
  card_ledger_id: number | null;
  redemption_id: number | null;
  request_no: string;
  created_at: string;
  updated_at: string;
}

/** What consumers are told (waitlist promotion, a cancelled session), delivered through the outbox. */
export interface AppNotificationTable {
  id: Generated<number>;
  account_id: number;
  /** 'booking_promoted' | 'booking_released' | 'session_cancelled' */
  kind: string;
  /** A key of the shared messages and its parameters (JSON): shown in the reader's language. */
  message_key: string;
  params: string;
  booking_id: number | null;
  /** The outbox key: a repeat delivery inserts nothing. */
  dedupe_key: string;
  read_at: string | null;
  created_at: string;
}

export interface BookingTables {
  bookings: BookingTable;
  app_notifications: AppNotificationTable;
}
