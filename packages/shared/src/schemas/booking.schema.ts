import { z } from 'zod';
import { requestNo } from '../request-no';
import { bodyId, countParam } from './common.schema';
import { timetableSession } from './timetable.schema';

/** Bookings of timetable sessions (docs/bookings.md). */
export const bookingStatuses = [
  'booked',
  'waiting',
  'checked_in',
  'no_show',
  'cancelled',
  'released',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingCreditKinds = ['card', 'voucher'] as const;
export type BookingCreditKind = (typeof bookingCreditKinds)[number];

/**
 * Why a booking is refused, or why a promotion passed a waiting consumer by (`value.refusal`
 * of a refusal; `skip_reason` of a waitlist row). Each has its own message.
 */
export const bookingRefusals = [
  'session_not_found',
  'session_not_bookable',
  'booking_not_open',
  'booking_closed',
  'already_booked',
  'clash',
  'waitlist_full',
  'not_member',
  'card_not_found',
  'card_not_holder',
  'card_not_for_course',
  'card_frozen',
  'card_expired',
  'card_refunded',
  'no_uses_left',
  'order_not_found',
  'order_unpaid',
  'no_voucher_for_course',
  'voucher_expired',
] as const;
export type BookingRefusal = (typeof bookingRefusals)[number];

/** POST /app/booking: a session and the credit that pays for it, a card or a paid order. */
export const appBookingBody = z
  .object({
    session_id: bodyId,
    card_id: bodyId.optional(),
    order_id: bodyId.optional(),
    request_no: requestNo,
  })
  .refine((body) => (body.card_id === undefined) !== (body.order_id === undefined), {
    message: 'bookingCreditRequired',
    path: ['card_id'],
  });
export type AppBookingBody = z.input<typeof appBookingBody>;

/** POST /app/booking/{id}/cancel, POST /booking/{id}/checkin. */
export const bookingActionBody = z.object({ request_no: requestNo });

/** A booking as the consumer sees it. */
export const appBooking = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  session_id: z.number().int(),
  course_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(bookingStatuses),
  credit_kind: z.enum(bookingCreditKinds),
  card_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  voucher_id: z.number().int().nullable(),
  /** 1.. while waiting; null otherwise. */
  waitlist_position: z.number().int().nullable(),
  late_cancel: z.boolean(),
  created_at: z.string(),
});
export type AppBooking = z.infer<typeof appBooking>;

/** One row of a session's roster. */
export const rosterEntry = z.object({
  id: z.number().int(),
  status: z.enum(bookingStatuses),
  member_id: z.number().int(),
  member_name: z.string(),
  /** `138****8000`; null when the member has no phone. */
  member_phone: z.string().nullable(),
  credit_kind: z.enum(bookingCreditKinds),
  /** The card's name and number, or the voucher's order number. */
  credit_label: z.string(),
  card_id: z.number().int().nullable(),
  voucher_id: z.number().int().nullable(),
  waitlist_position: z.number().int().nullable(),
  waiting_since: z.string().nullable(),
  skip_reason: z.enum(bookingRefusals).nullable(),
  late_cancel: z.boolean(),
  end_reason: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  no_show_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

/** GET /timetable/session/{id}/roster: the session and its bookings (booked, waiting in order, the rest). */
export const sessionRoster = z.object({
  session: timetableSession.extend({
    starts_at: z.string(),
    ends_at: z.string(),
    attended: z.number().int(),
    no_shows: z.number().int(),
  }),
  entries: z.array(rosterEntry),
});
export type SessionRoster = z.infer<typeof sessionRoster>;

/** A consumer's notification, in the reader's language. */
export const appNotification = z.object({
  id: z.number().int(),
  kind: z.string(),
  text: z.string(),
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof appNotification>;

/** GET /app/notification/list?before=id: the newest 20 before `before`. */
export const appNotificationQuery = z.object({ before: countParam().optional() });
export const appNotificationPage = z.object({
  content: z.array(appNotification),
  /** The `before` of the next (older) page, or null at the end. */
  next: z.number().int().nullable(),
});
