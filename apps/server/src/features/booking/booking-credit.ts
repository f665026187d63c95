import { type BookingRefusal, Code, type MessageKey } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createMemberCardRepository } from '../member-card/member-card.repository';
import { createBookingRepository, type SessionRow } from './booking.repository';

const MESSAGE: Record<BookingRefusal, MessageKey> = {
  session_not_found: 'bookingSessionNotFound',
  session_not_bookable: 'bookingSessionNotBookable',
  booking_not_open: 'bookingNotOpen',
  booking_closed: 'bookingClosed',
  already_booked: 'bookingAlreadyBooked',
  clash: 'bookingClash',
  waitlist_full: 'bookingWaitlistFull',
  not_member: 'bookingNotMember',
  card_not_found: 'bookingCardNotFound',
  card_not_holder: 'bookingCardNotHolder',
  card_not_for_course: 'bookingCardNotForCourse',
  card_frozen: 'bookingCardFrozen',
  card_expired: 'bookingCardExpired',
  card_refunded: 'bookingCardRefunded',
  no_uses_left: 'bookingNoUsesLeft',
  order_not_found: 'bookingOrderNotFound',
  order_unpaid: 'bookingOrderUnpaid',
  no_voucher_for_course: 'bookingNoVoucherForCourse',
  voucher_expired: 'bookingVoucherExpired',
};

const NOT_FOUND = new Set<BookingRefusal>(['session_not_found', 'card_not_found', 'order_not_found']);

/**
 * A refused booking: -404 for what the consumer cannot see, else -409; its own message, and the
 * reason in `value.refusal` so that the app tells refusals apart without reading the text.
 */
export const bookingRefusal = (refusal: BookingRefusal, params: Record<string, string | number> = {}) =>
  new AppError(NOT_FOUND.has(refusal) ? Code.NOT_FOUND : Code.CONFLICT, MESSAGE[refusal], params, {
    refusal,
  });

/** What a credit check answers: the units the booking holds, or why it cannot. */
export type CreditCheck = { ok: true; heldUnits: number } | { ok: false; refusal: BookingRefusal };

const refuse = (refusal: BookingRefusal): CreditCheck => ({ ok: false, refusal });

/**
 * What a stored-value card holds for one session of a listing: the listing's price per session
 * (its price over its sessions, rounded up), in fen.
 */
export const sessionPriceFen = (session: Pick<SessionRow, 'course_price' | 'course_sessions'>) =>
  Math.ceil(Number(session.course_price) / Math.max(1, session.course_sessions));

/**
 * Whether `memberId` may book `session` on card `cardId` (locked here): held by the member,
 * not refunded, frozen or expired by the session's date, valid for the course, and for count
 * and stored-value cards enough left once the other open bookings' holds are counted.
 * `exceptBookingId`: the booking being checked again (a waiting one being promoted).
 */
export const checkCard = async (
  trx: Database,
  session: SessionRow,
  memberId: number,
  cardId: number,
  exceptBookingId: number | null,
): Promise<CreditCheck> => {
  const cards = createMemberCardRepository(trx);
  if (!(await cards.lock(session.store_id, cardId))) return refuse('card_not_found');
  const card = await cards.find(session.store_id, cardId);
  if (!card) return refuse('card_not_found');
  if (!(await cards.isHolder(cardId, memberId))) return refuse('card_not_holder');
  if (card.status === 'refunded') return refuse('card_refunded');
  if (card.status === 'frozen') return refuse('card_frozen');
  if (card.status === 'expired' || (card.expires_on !== null && card.expires_on < session.date))
    return refuse('card_expired');
  if (!(await cards.typeCoversCourse(card.card_type_id, session.course_id)))
    return refuse('card_not_for_course');
  const units = card.kind === 'count' ? 1 : card.kind === 'stored_value' ? sessionPriceFen(session) : 0;
  if (units > 0) {
    const held = await createBookingRepository(trx).held({ card_id: cardId }, exceptBookingId);
    if ((card.balance ?? 0) - held < units) return refuse('no_uses_left');
  }
  return { ok: true, heldUnits: units };
};

type VoucherRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createBookingRepository>['voucher']>>>;

/** Whether one voucher (locked by the caller) can pay for one session: active, valid then, a use left. */
export const checkVoucher = async (
  trx: Database,
  session: SessionRow,
  voucher: VoucherRow,
  exceptBookingId: number | null,
): Promise<CreditCheck> => {
  if (voucher.status === 'used') return refuse('no_uses_left');
  if (voucher.status !== 'active') return refuse('voucher_expired');
  if (voucher.valid_from > session.starts_at || voucher.valid_to < session.starts_at)
    return refuse('voucher_expired');
  const held = await createBookingRepository(trx).held({ voucher_id: voucher.id }, exceptBookingId);
  if (voucher.uses_left - held < 1) return refuse('no_uses_left');
  return { ok: true, heldUnits: 1 };
};

/** The orders a voucher may pay from: paid, or partly used. */
const PAYING_ORDER = new Set(['paid', 'partly_used']);

/**
 * The voucher of the consumer's order that pays for the session: the order must be theirs and
 * of the session's store (-404 otherwise), paid, with an active voucher of a listing whose
 * course is the session's, valid on its date, with a use left counting holds. The first that
 * fits (oldest first) is taken; otherwise the most telling refusal is thrown.
 */
export const pickVoucher = async (
  trx: Database,
  session: SessionRow,
  accountId: number,
  orderId: number,
): Promise<{ voucher: VoucherRow; memberId: number; heldUnits: number }> => {
  const repository = createBookingRepository(trx);
  const order = await repository.order(orderId);
  if (!order || order.buyer_account_id !== accountId || order.store_id !== session.store_id)
    throw bookingRefusal('order_not_found');
  if (order.status === 'used') throw bookingRefusal('no_uses_left');
  if (!PAYING_ORDER.has(order.status)) throw bookingRefusal('order_unpaid');
  const candidates = await repository.vouchersFor(orderId, session.course_id);
  if (candidates.length === 0) throw bookingRefusal('no_voucher_for_course');
  let refusal: BookingRefusal = 'no_voucher_for_course';
  for (const candidate of candidates) {
    await repository.lockVoucher(candidate.id);
    const voucher = (await repository.voucher(candidate.id)) as VoucherRow;
    const check = await checkVoucher(trx, session, voucher, null);
    if (check.ok)
      return { voucher, memberId: order.member_id ?? voucher.member_id, heldUnits: check.heldUnits };
    refusal = check.refusal;
  }
  throw bookingRefusal(refusal);
};
