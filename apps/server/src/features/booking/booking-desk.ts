import {
  type BookingCreditKind,
  type BookingRefusal,
  type BookingStatus,
  Code,
  type RosterEntry,
  type SessionRoster,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import { redeemVoucher } from '../coupon/redeem-voucher';
import { useCardIn } from '../member-card/card-use';
import { createTimetableRepository } from '../timetable/timetable.repository';
import { toSession } from '../timetable/timetable-wire';
import { type BookingRow, createBookingRepository, type SessionRow } from './booking.repository';
import { bookingNotFound, moveBooking, notifyBooking } from './booking.service';

/** Check-in opens this long before the session starts. */
export const CHECKIN_OPENS_MINUTES = 60;

export interface DeskActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}

/** `13800138000` → `138****8000`. */
export const maskPhone = (phone: string | null) =>
  phone === null ? null : phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

/** Booked first, then the waitlist in its order, then checked in, no-show, cancelled, released. */
const ORDER: Record<string, number> = {
  booked: 0,
  waiting: 1,
  checked_in: 2,
  no_show: 3,
  cancelled: 4,
  released: 5,
};

const sessionNotFound = () => new AppError(Code.NOT_FOUND, 'timetableSessionNotFound');

/** A booking of the desk's store, locked with its session; -404 when it is another store's. */
const lockedBooking = async (trx: Database, storeId: number, id: number) => {
  const repository = createBookingRepository(trx);
  const found = await repository.find(id);
  if (!found || found.store_id !== storeId) throw bookingNotFound();
  await repository.lockSession(found.session_id);
  const booking = (await repository.find(id)) as BookingRow;
  const session = (await repository.session(booking.session_id)) as SessionRow;
  return { booking, session };
};

/** The merchant's side of bookings: the roster, check-in and no-shows (docs/bookings.md). */
export const createBookingDesk = (db: Database) => ({
  roster: async (storeId: number, sessionId: number): Promise<SessionRoster> => {
    const row = await createTimetableRepository(db).sessionWithNames(storeId, sessionId);
    if (!row) throw sessionNotFound();
    const rows = await createBookingRepository(db).roster(sessionId);
    // Rows come in id order: the waitlist's order (ids are taken under the session's lock).
    const waiting = rows.filter((r) => r.status === 'waiting');
    const entries: RosterEntry[] = rows.map((r) => ({
      id: r.id,
      status: r.status as BookingStatus,
      member_id: r.member_id,
      member_name: r.member_name,
      member_phone: maskPhone(r.member_phone),
      credit_kind: r.credit_kind as BookingCreditKind,
      credit_label:
        r.credit_kind === 'card' ? `${r.card_name ?? ''} ${r.card_no ?? ''}`.trim() : (r.order_no ?? ''),
      card_id: r.card_id,
      voucher_id: r.voucher_id,
      waitlist_position: r.status === 'waiting' ? waiting.indexOf(r) + 1 : null,
      waiting_since: r.waiting_since,
      skip_reason: r.skip_reason as BookingRefusal | null,
      late_cancel: r.late_cancel === 1,
      end_reason: r.end_reason,
      checked_in_at: r.checked_in_at,
      no_show_at: r.no_show_at,
      cancelled_at: r.cancelled_at,
      created_at: r.created_at,
    }));
    entries.sort(
      (a, b) =>
        (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9) ||
        (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0) ||
        a.id - b.id,
    );
    const now = new Date().toISOString();
    return {
      session: {
        ...toSession(row, now),
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        attended: row.attended,
        no_shows: row.no_shows,
      },
      entries,
    };
  },

  /**
   * Checks a booked member in, once per request number: the credit is used through the
   * existing calls in the same transaction (a card's use with the session, or one redemption
   * of the voucher), then the booking moves to checked in and the session counts one attended.
   */
  checkin: (actor: DeskActor, id: number, body: { request_no: string }, now = new Date()) =>
    withIdempotency(
      db,
      {
        scope: storeScope(actor.storeId),
        operation: 'booking.checkin',
        requestNo: body.request_no,
        request: { ...body, id },
      },
      async (trx) => {
        const { booking, session } = await lockedBooking(trx, actor.storeId, id);
        if (booking.status !== 'booked') throw new AppError(Code.CONFLICT, 'bookingNotBooked');
        if (session.status === 'cancelled') throw new AppError(Code.CONFLICT, 'bookingSessionNotBookable');
        if (now.getTime() < Date.parse(session.starts_at) - CHECKIN_OPENS_MINUTES * 60_000)
          throw new AppError(Code.CONFLICT, 'bookingCheckinTooEarly', { minutes: CHECKIN_OPENS_MINUTES });
        const extra: Record<string, unknown> = {
          checked_in_at: now.toISOString(),
          checked_in_by: actor.accountId,
        };
        if (booking.card_id !== null) {
          const used = await useCardIn(
            trx,
            {
              kind: 'merchant',
              accountId: actor.accountId,
              storeId: actor.storeId,
              requestId: actor.requestId,
            },
            booking.card_id,
            {
              member_id: booking.member_id,
              session_id: booking.session_id,
              ...(booking.held_units > 0 ? { units: Number(booking.held_units) } : {}),
              request_no: `booking-${booking.id}`,
              note: '',
            },
            now,
          );
          extra.card_ledger_id = used.entry.id;
        } else {
          const redeemed = await redeemVoucher(
            trx,
            {
              storeId: actor.storeId,
              voucherId: booking.voucher_id as number,
              times: 1,
              staffAccountId: actor.accountId,
              source: 'booking',
              bookingId: booking.id,
              requestId: actor.requestId ?? null,
            },
            now,
          );
          extra.redemption_id = redeemed.redemptionId;
        }
        await moveBooking(
          trx,
          booking,
          'checked_in',
          { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId ?? null },
          'checked in',
          extra,
        );
        await createBookingRepository(trx).count(session.id, 'attended', 1);
        return { id: booking.id, status: 'checked_in' as const };
      },
    ),

  /** Marks a booked member absent once the session has started; the credit is released, not used. */
  noShow: async (actor: DeskActor, id: number, now = new Date()) =>
    db.transaction().execute(async (trx) => {
      const { booking, session } = await lockedBooking(trx, actor.storeId, id);
      if (booking.status !== 'booked') throw new AppError(Code.CONFLICT, 'bookingNotBooked');
      if (now.toISOString() < session.starts_at) throw new AppError(Code.CONFLICT, 'bookingNoShowTooEarly');
      await moveBooking(
        trx,
        booking,
        'no_show',
        { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId ?? null },
        'no-show',
        { no_show_at: now.toISOString() },
      );
      await createBookingRepository(trx).count(session.id, 'no_shows', 1);
      return { id: booking.id, status: 'no_show' as const };
    }),
});

/**
 * A cancelled session's bookings, in the cancelling transaction (features/timetable calls it
 * after the session's own transition): every place and waitlist entry is released (nothing was
 * used before check-in, so releasing the hold is the whole refund) and each consumer is told.
 * A session with members checked in already is not cancelled (-409).
 */
export const releaseSessionBookings = async (trx: Database, sessionId: number, actor: DeskActor) => {
  const repository = createBookingRepository(trx);
  await repository.lockSession(sessionId);
  if ((await repository.checkedInCount(sessionId)) > 0)
    throw new AppError(Code.CONFLICT, 'bookingSessionHasCheckins');
  const session = (await repository.session(sessionId)) as SessionRow;
  const at = new Date().toISOString();
  for (const booking of await repository.open(sessionId)) {
    await moveBooking(
      trx,
      booking,
      'released',
      { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId ?? null },
      'session cancelled',
      { end_reason: 'session_cancelled', cancelled_at: at },
    );
    if (booking.status === 'booked') await repository.count(sessionId, 'booked', -1);
    await notifyBooking(trx, booking, session, 'session_cancelled');
  }
};

/**
 * Releases waiting entries whose session has started without a place opening for them: the
 * hold ends and the consumer is told. Each in its own transaction under the session's lock.
 */
export const releaseUnpromoted = async (db: Database, now = new Date()): Promise<number> =>
  takeInBatches(
    { size: 200, start: 0, cursorOf: (row: { id: number }) => row.id },
    (after, size) => createBookingRepository(db).waitingPastStart(now.toISOString(), after, size),
    (row) =>
      db.transaction().execute(async (trx) => {
        const repository = createBookingRepository(trx);
        await repository.lockSession(row.session_id);
        const booking = await repository.find(row.id);
        if (booking?.status !== 'waiting') return false;
        const session = (await repository.session(row.session_id)) as SessionRow;
        await moveBooking(trx, booking, 'released', { kind: 'system', accountId: null }, 'no place opened', {
          end_reason: 'not_promoted',
          cancelled_at: now.toISOString(),
        });
        await notifyBooking(trx, booking, session, 'booking_released');
        return true;
      }),
  );

export const bookingReleaseJob: JobDefinition = {
  name: 'booking-waitlist-release',
  everyMs: 5 * 60_000,
  run: ({ db, now }) => releaseUnpromoted(db, now),
};
