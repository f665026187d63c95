import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { appConsumer, shareEmployee } from '../card-share/card-share-test-kit';
import { insertArea } from '../decoration/storefront-test-kit';
import {
  type CardOwner,
  cardOwner,
  insertCardType,
  insertMember,
  issueCard,
  requestNo,
} from '../member-card/member-card-test-kit';
import { buyAndPay } from '../order/order-test-kit';
import { insertCoach, insertCourse } from '../timetable/schedule-test-kit';

/** Helpers of the booking API tests (docs/bookings.md). */

export { requestNo, shareEmployee as bookingEmployee };

const MINUTE = 60_000;

export interface BookingStore extends CardOwner {
  courseId: number;
  coachId: number;
  areaId: number;
  /** A 10-session count card type valid for every course. */
  cardTypeId: number;
}

/** A merchant signed in on its store, with a listing, a coach, an area and a card type. */
export const bookingStore = async (db: Database): Promise<BookingStore> => {
  const owner = await cardOwner(db);
  const [courseId, coachId, areaId, cardTypeId] = await Promise.all([
    insertCourse(db, owner.storeId, { class_size: 40 }),
    insertCoach(db, owner.storeId),
    insertArea(db, owner.storeId),
    insertCardType(db, owner.storeId, { sessions: 10, all_courses: 1 }),
  ]);
  return { ...owner, courseId, coachId, areaId, cardTypeId };
};

/** `YYYY-MM-DD` and `HH:MM` of an instant in China time. */
const chinaParts = (ms: number) => {
  const text = new Date(ms + 8 * 3600_000).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
};

/**
 * A session written straight into the timetable (the rule API is the timetable's), starting
 * `startsIn` minutes from now. Booking opened a day before and closes `closesMinutes` before the
 * start; the cancel deadline is `cancelHours` before the start.
 */
export const insertSession = async (
  db: Database,
  s: BookingStore,
  o: {
    startsIn?: number;
    minutes?: number;
    capacity?: number;
    waitlist?: number;
    opensHours?: number;
    closesMinutes?: number;
    cancelHours?: number;
    courseId?: number;
  } = {},
) => {
  const starts = Date.now() + (o.startsIn ?? 48 * 60) * MINUTE;
  const ends = starts + (o.minutes ?? 60) * MINUTE;
  const iso = (ms: number) => new Date(ms).toISOString();
  const { date, time: start } = chinaParts(starts);
  const { time: end } = chinaParts(ends);
  const { id } = await db
    .insertInto('timetable_sessions')
    .values({
      store_id: s.storeId,
      rule_id: null,
      course_id: o.courseId ?? s.courseId,
      coach_id: s.coachId,
      area_id: s.areaId,
      date,
      start,
      end,
      starts_at: iso(starts),
      ends_at: iso(ends),
      booking_opens_at: iso(starts - (o.opensHours ?? 72) * 3600_000),
      booking_closes_at: iso(starts - (o.closesMinutes ?? 30) * MINUTE),
      cancel_deadline_at: iso(starts - (o.cancelHours ?? 4) * 3600_000),
      capacity: o.capacity ?? 10,
      waitlist_size: o.waitlist ?? 2,
      status: 'scheduled',
      cancel_reason: null,
      cancelled_by: null,
      cancelled_at: null,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

export interface Consumer {
  accountId: number;
  phone: string;
  token: string;
  memberId: number;
  cardId: number;
}

/** A consumer of the app who is a member of the store (linked) holding a card sold at the desk. */
export const consumerWithCard = async (
  t: TestApp,
  s: BookingStore,
  cardTypeId = s.cardTypeId,
): Promise<Consumer> => {
  const db = t.app.deps.db;
  const c = await appConsumer(db);
  const memberId = await insertMember(db, s.storeId, { phone: c.phone, app_account_id: c.accountId });
  const card = await issueCard(t, s, memberId, cardTypeId);
  return { ...c, memberId, cardId: card.id };
};

/** Calls the API as a consumer (no store), in `lang`. */
export const appCall = async (
  t: TestApp,
  who: { token: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  lang = 'en',
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...bearer(who.token), cookie: `language=${lang}` },
  });
  return { status: res.statusCode, body: res.json() };
};

/** Books `sessionId` on the consumer's card. */
export const bookOnCard = (t: TestApp, c: Consumer, sessionId: number, lang = 'en') =>
  appCall(
    t,
    c,
    'POST',
    '/app/booking',
    { session_id: sessionId, card_id: c.cardId, request_no: requestNo('book') },
    lang,
  );

export const sessionRow = (db: Database, id: number) =>
  db.selectFrom('timetable_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const bookingRow = (db: Database, id: number) =>
  db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Moves a session's times by `minutes` (negative: into the past), keeping its windows' distances. */
export const shiftSession = async (db: Database, id: number, minutes: number) => {
  const row = await sessionRow(db, id);
  const move = (iso: string) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();
  await db
    .updateTable('timetable_sessions')
    .set({
      starts_at: move(row.starts_at),
      ends_at: move(row.ends_at),
      booking_opens_at: move(row.booking_opens_at),
      booking_closes_at: move(row.booking_closes_at),
      cancel_deadline_at: move(row.cancel_deadline_at),
    })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('bookings')
    .set({ starts_at: move(row.starts_at), ends_at: move(row.ends_at) })
    .where('session_id', '=', id)
    .execute();
};

/**
 * A paid order of the course's listing with one voucher of `uses` uses: `c` buys it and pays
 * through the sandbox's signed notification (features/order/order-test-kit.ts).
 */
export const paidOrder = async (
  t: TestApp,
  c: { accountId: number; phone: string; token: string },
  o: { courseId: number; uses: number },
) => {
  const db = t.app.deps.db;
  await db.updateTable('courses').set({ sessions: o.uses }).where('id', '=', o.courseId).execute();
  const order = await buyAndPay(t, c, [{ item_type: 'listing', item_id: o.courseId, quantity: 1 }]);
  const voucher = await db
    .selectFrom('vouchers')
    .select('id')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { orderId: order.id, voucherId: voucher.id, code: order.vouchers[0]?.code as string };
};
