import {
  type AppBooking,
  type BookingCreditKind,
  type BookingStatus,
  CHINA_OFFSET_MS,
  Code,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { accountScope, withIdempotency } from '../../lib/idempotency';
import { lockKeys } from '../../lib/key-lock';
import { type Actor, transition } from '../../lib/transitions';
import { queueAppNotification } from './app-notification';
import { type BookingRow, createBookingRepository, type SessionRow } from './booking.repository';
import { bookingRefusal, checkCard, checkVoucher, pickVoucher } from './booking-credit';
import { BOOKING_ENTITY, bookingTransitions } from './booking-transitions';

export const bookingNotFound = () => new AppError(Code.NOT_FOUND, 'bookingNotFound');

/** `YYYY-MM-DD HH:mm` in China time (the texts consumers read). */
export const chinaMinute = (iso: string) =>
  new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Serialises one consumer's bookings (the overlap check spans stores). */
export const lockConsumer = (trx: Database, accountId: number) =>
  lockKeys(trx, [`booking-consumer:${accountId}`]);

const phoneOf = (username: string): string | null => /^app:(\d{11})$/.exec(username)?.[1] ?? null;

/** One booking's state change through the transition table, audited. */
export const moveBooking = (
  trx: Database,
  booking: Pick<BookingRow, 'id' | 'store_id' | 'status'>,
  to: BookingStatus,
  actor: Actor,
  reason: string,
  extra: Record<string, unknown>,
) =>
  transition(trx, {
    table: 'bookings',
    entity: BOOKING_ENTITY,
    transitions: bookingTransitions,
    id: booking.id,
    storeId: booking.store_id,
    from: booking.status as BookingStatus,
    to,
    actor,
    reason,
    extra: { ...extra, updated_at: new Date().toISOString() },
  });

export const notifyBooking = (
  trx: Database,
  booking: Pick<BookingRow, 'id' | 'app_account_id'>,
  session: Pick<SessionRow, 'course_name' | 'date' | 'start'>,
  kind: 'booking_promoted' | 'booking_released' | 'session_cancelled',
) =>
  queueAppNotification(trx, {
    accountId: booking.app_account_id,
    kind,
    messageKey:
      kind === 'booking_promoted'
        ? 'notifyBookingPromoted'
        : kind === 'booking_released'
          ? 'notifyBookingReleased'
          : 'notifySessionCancelled',
    params: { course: session.course_name, date: session.date, start: session.start },
    bookingId: booking.id,
    key: `booking:${booking.id}:${kind}`,
  });

/**
 * Fills free places of a session (locked by the caller) from its waitlist, first come first,
 * while the cancellation deadline has not passed. Each waiting consumer is checked again as if
 * booking now (a clash with a place booked since, the credit frozen, expired or used up); one
 * no longer eligible is passed by, the reason recorded on their row, and stays waiting (a later
 * place may still come to them once the reason is gone). Answers the promoted booking ids.
 */
export const promoteWaiting = async (trx: Database, sessionId: number, now: Date): Promise<number[]> => {
  const repository = createBookingRepository(trx);
  const session = await repository.session(sessionId);
  if (session?.status !== 'scheduled') return [];
  if (now.toISOString() >= session.cancel_deadline_at) return [];
  const promoted: number[] = [];
  const at = now.toISOString();
  for (const entry of await repository.waiting(sessionId)) {
    if (!(await repository.takePlace(sessionId))) break;
    await lockConsumer(trx, entry.app_account_id);
    const reason = await ineligibility(trx, session, entry);
    if (reason !== null) {
      await repository.count(sessionId, 'booked', -1);
      await repository.setSkip(entry.id, reason, at);
      continue;
    }
    await moveBooking(
      trx,
      entry,
      'booked',
      { kind: 'system', accountId: null },
      'promoted from the waitlist',
      {
        promoted_at: at,
      },
    );
    await notifyBooking(trx, entry, session, 'booking_promoted');
    promoted.push(entry.id);
  }
  return promoted;
};

/** Why a waiting consumer cannot take a place now, or null. */
const ineligibility = async (trx: Database, session: SessionRow, entry: BookingRow) => {
  const repository = createBookingRepository(trx);
  if (await repository.clash(entry.app_account_id, session.starts_at, session.ends_at, session.id))
    return 'clash';
  if (entry.card_id !== null) {
    const check = await checkCard(trx, session, entry.member_id, entry.card_id, entry.id);
    return check.ok ? null : check.refusal;
  }
  await repository.lockVoucher(entry.voucher_id as number);
  const voucher = await repository.voucher(entry.voucher_id as number);
  if (!voucher) return 'no_voucher_for_course';
  const order = await repository.order(voucher.order_id);
  if (!order || (order.status !== 'paid' && order.status !== 'partly_used')) return 'order_unpaid';
  const check = await checkVoucher(trx, session, voucher, entry.id);
  return check.ok ? null : check.refusal;
};

const toAppBooking = async (trx: Database, id: number): Promise<AppBooking> => {
  const row = await createBookingRepository(trx).appView(id);
  if (!row) throw bookingNotFound();
  return {
    id: row.id,
    store_id: row.store_id,
    session_id: row.session_id,
    course_name: row.course_name,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: row.status as BookingStatus,
    credit_kind: row.credit_kind as BookingCreditKind,
    card_id: row.card_id,
    order_id: row.order_id,
    voucher_id: row.voucher_id,
    waitlist_position: row.status === 'waiting' ? Number(row.position) : null,
    late_cancel: row.late_cancel === 1,
    created_at: row.created_at,
  };
};

export interface AppCaller {
  accountId: number;
  requestId?: string;
}

/** The consumer's side of bookings (docs/bookings.md): book a session, cancel. */
export const createBookingService = (db: Database) => ({
  book: (
    caller: AppCaller,
    body: { session_id: number; card_id?: number; order_id?: number; request_no: string },
    now = new Date(),
  ): Promise<AppBooking> =>
    withIdempotency(
      db,
      {
        scope: accountScope(caller.accountId),
        operation: 'app.booking',
        requestNo: body.request_no,
        request: body,
      },
      async (trx) => {
        const repository = createBookingRepository(trx);
        const at = now.toISOString();
        if (!(await repository.session(body.session_id))) throw bookingRefusal('session_not_found');
        await repository.lockSession(body.session_id);
        const session = (await repository.session(body.session_id)) as SessionRow;
        if (session.status !== 'scheduled' || session.starts_at <= at)
          throw bookingRefusal('session_not_bookable');
        if (at < session.booking_opens_at)
          throw bookingRefusal('booking_not_open', { opens: chinaMinute(session.booking_opens_at) });
        if (at > session.booking_closes_at) throw bookingRefusal('booking_closed');
        await lockConsumer(trx, caller.accountId);
        if (await repository.openOfAccount(session.id, caller.accountId))
          throw bookingRefusal('already_booked');
        if (await repository.clash(caller.accountId, session.starts_at, session.ends_at, session.id))
          throw bookingRefusal('clash');

        let credit: { memberId: number; heldUnits: number; voucherId: number | null };
        if (body.card_id !== undefined) {
          const account = await repository.account(caller.accountId);
          const member = await repository.memberOf(
            session.store_id,
            caller.accountId,
            account ? phoneOf(account.username) : null,
          );
          if (!member) throw bookingRefusal('not_member');
          const check = await checkCard(trx, session, member.id, body.card_id, null);
          if (!check.ok) throw bookingRefusal(check.refusal);
          credit = { memberId: member.id, heldUnits: check.heldUnits, voucherId: null };
        } else {
          const picked = await pickVoucher(trx, session, caller.accountId, body.order_id as number);
          credit = { memberId: picked.memberId, heldUnits: picked.heldUnits, voucherId: picked.voucher.id };
        }

        const placed = await repository.takePlace(session.id);
        if (!placed && (await repository.waitingCount(session.id)) >= session.waitlist_size)
          throw bookingRefusal('waitlist_full');
        const id = await repository.insert({
          store_id: session.store_id,
          session_id: session.id,
          member_id: credit.memberId,
          app_account_id: caller.accountId,
          credit_kind: body.card_id !== undefined ? 'card' : 'voucher',
          card_id: body.card_id ?? null,
          order_id: body.order_id ?? null,
          voucher_id: credit.voucherId,
          held_units: credit.heldUnits,
          status: placed ? 'booked' : 'waiting',
          starts_at: session.starts_at,
          ends_at: session.ends_at,
          waiting_since: placed ? null : at,
          promoted_at: null,
          skip_reason: null,
          skipped_at: null,
          end_reason: null,
          cancelled_at: null,
          checked_in_at: null,
          checked_in_by: null,
          no_show_at: null,
          card_ledger_id: null,
          redemption_id: null,
          request_no: body.request_no,
          created_at: at,
          updated_at: at,
        });
        return toAppBooking(trx, id);
      },
    ),

  /**
   * Cancels the consumer's place or waitlist entry before the session starts. A place given up
   * after the session's cancel deadline is a late cancel (recorded); before it, the place goes
   * to the waitlist at once.
   */
  cancel: (
    caller: AppCaller,
    id: number,
    body: { request_no: string },
    now = new Date(),
  ): Promise<AppBooking> =>
    withIdempotency(
      db,
      {
        scope: accountScope(caller.accountId),
        operation: 'app.booking.cancel',
        requestNo: body.request_no,
        request: { ...body, id },
      },
      async (trx) => {
        const repository = createBookingRepository(trx);
        const found = await repository.find(id);
        if (!found || found.app_account_id !== caller.accountId) throw bookingNotFound();
        await repository.lockSession(found.session_id);
        const booking = (await repository.find(id)) as BookingRow;
        const session = (await repository.session(booking.session_id)) as SessionRow;
        const at = now.toISOString();
        if (booking.status !== 'booked' && booking.status !== 'waiting')
          throw new AppError(Code.CONFLICT, 'bookingNotCancellable');
        if (session.starts_at <= at) throw new AppError(Code.CONFLICT, 'bookingSessionStarted');
        const late = booking.status === 'booked' && at >= session.cancel_deadline_at;
        await moveBooking(
          trx,
          booking,
          'cancelled',
          { kind: 'app', accountId: caller.accountId, requestId: caller.requestId ?? null },
          late ? 'late cancel' : 'cancelled',
          { cancelled_at: at, end_reason: 'consumer', late_cancel: late ? 1 : 0 },
        );
        if (booking.status === 'booked') {
          await repository.count(session.id, 'booked', -1);
          await promoteWaiting(trx, session.id, now);
        }
        return toAppBooking(trx, id);
      },
    ),
});
