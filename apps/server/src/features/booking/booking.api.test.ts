import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cardCall, cardRow, insertCardType, ledgerOf, setCard } from '../member-card/member-card-test-kit';
import {
  appCall,
  type BookingStore,
  bookingEmployee,
  bookingRow,
  bookingStore,
  bookOnCard,
  type Consumer,
  consumerWithCard,
  insertSession,
  paidOrder,
  requestNo,
  sessionRow,
  shiftSession,
} from './booking-test-kit';

/** Bookings (docs/bookings.md), on SQLite and on PostgreSQL when DATABASE_URL is set. */
describe('bookings', () => {
  let t: TestApp;
  let db: Database;
  let s: BookingStore;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    s = await bookingStore(db);
  });
  afterAll(() => t.close());

  const consumers = (n: number, store = s, typeId?: number) =>
    Promise.all(Array.from({ length: n }, () => consumerWithCard(t, store, typeId)));
  const cancel = (c: Consumer, id: number, lang = 'en') =>
    appCall(t, c, 'POST', `/app/booking/${id}/cancel`, { request_no: requestNo('cancel') }, lang);
  const checkin = (
    id: number,
    who: { token: string; storeId: number } = s,
    body = { request_no: requestNo('in') },
  ) => cardCall(t, who, 'POST', `/booking/${id}/checkin`, body);
  const roster = (sessionId: number, who: { token: string; storeId: number } = s) =>
    cardCall(t, who, 'GET', `/timetable/session/${sessionId}/roster`);

  it('keeps to the booking window, each refusal with its own message and reason', async () => {
    const [c] = (await consumers(1)) as [Consumer];
    const early = await insertSession(db, s, { startsIn: 5 * 24 * 60, opensHours: 72 });
    const texts = [];
    for (const lang of ['en', 'zh', 'es']) {
      const res = await bookOnCard(t, c, early, lang);
      expect([res.status, res.body.code, res.body.value]).toEqual([
        409,
        -409,
        { refusal: 'booking_not_open' },
      ]);
      texts.push(res.body.message.replace(/\d{4}-\d\d-\d\d \d\d:\d\d/, 'T'));
    }
    expect(texts).toEqual([
      'Booking for this session opens at T',
      '该课节将于T开放预约',
      'La reserva de esta sesión abre el T',
    ]);
    const late = await insertSession(db, s, { startsIn: 20, closesMinutes: 30 });
    const closed = await bookOnCard(t, c, late);
    expect([closed.body.code, closed.body.message, closed.body.value]).toEqual([
      -409,
      'Booking for this session has closed',
      { refusal: 'booking_closed' },
    ]);
    const missing = await appCall(t, c, 'POST', '/app/booking', {
      session_id: 999_999,
      card_id: c.cardId,
      request_no: requestNo(),
    });
    expect([missing.status, missing.body.value]).toEqual([404, { refusal: 'session_not_found' }]);
    const both = await appCall(t, c, 'POST', '/app/booking', {
      session_id: early,
      card_id: c.cardId,
      order_id: 1,
      request_no: requestNo(),
    });
    expect(both.body.code).toBe(-400);
  });

  it('fills the places, then the waitlist, then refuses: waitlist full', async () => {
    const session = await insertSession(db, s, { capacity: 1, waitlist: 1 });
    const [a, b, c] = (await consumers(3)) as [Consumer, Consumer, Consumer];
    const first = await bookOnCard(t, a, session);
    expect(first.body.value).toMatchObject({
      status: 'booked',
      waitlist_position: null,
      credit_kind: 'card',
    });
    const second = await bookOnCard(t, b, session);
    expect(second.body.value).toMatchObject({ status: 'waiting', waitlist_position: 1 });
    const third = await bookOnCard(t, c, session, 'zh');
    expect([third.body.code, third.body.message, third.body.value]).toEqual([
      -409,
      '该课节名额及候补均已满',
      { refusal: 'waitlist_full' },
    ]);
    const again = await bookOnCard(t, a, session);
    expect(again.body.value).toEqual({ refusal: 'already_booked' });
    expect((await sessionRow(db, session)).booked).toBe(1);
  });

  it('answers a repeated request_no with the first booking and books once', async () => {
    const session = await insertSession(db, s);
    const [c] = (await consumers(1)) as [Consumer];
    const body = { session_id: session, card_id: c.cardId, request_no: requestNo('same') };
    const answers = await Promise.all([1, 2, 3].map(() => appCall(t, c, 'POST', '/app/booking', body)));
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    const rows = await db.selectFrom('bookings').select('id').where('session_id', '=', session).execute();
    expect(rows).toHaveLength(1);
    expect((await sessionRow(db, session)).booked).toBe(1);
  });

  it('refuses a consumer booked into an overlapping session, in this store or another', async () => {
    const [c] = (await consumers(1)) as [Consumer];
    const nine = await insertSession(db, s, { startsIn: 50 * 60 });
    const overlapping = await insertSession(db, s, { startsIn: 50 * 60 + 30 });
    const after = await insertSession(db, s, { startsIn: 50 * 60 + 60 });
    expect((await bookOnCard(t, c, nine)).body.code).toBe(0);
    const clash = await bookOnCard(t, c, overlapping);
    expect([clash.body.code, clash.body.message, clash.body.value]).toEqual([
      -409,
      'You are already booked into another session at this time',
      { refusal: 'clash' },
    ]);
    expect((await bookOnCard(t, c, after)).body.code).toBe(0);
    // Another store where the same consumer is a member with a card of that store.
    const other = await bookingStore(db);
    const { insertMember, issueCard } = await import('../member-card/member-card-test-kit');
    const memberId = await insertMember(db, other.storeId, { phone: c.phone, app_account_id: c.accountId });
    const card = await issueCard(t, other, memberId, other.cardTypeId);
    const elsewhere = await insertSession(db, other, { startsIn: 50 * 60 + 15 });
    const res = await bookOnCard(t, { ...c, cardId: card.id }, elsewhere);
    expect(res.body.value).toEqual({ refusal: 'clash' });
  });

  it('holds the card’s uses while booked or waiting, and releases them on cancel', async () => {
    const oneUse = await insertCardType(db, s.storeId, { sessions: 1, all_courses: 1 });
    const [c] = (await consumers(1, s, oneUse)) as [Consumer];
    const first = await insertSession(db, s, { startsIn: 60 * 60 });
    const second = await insertSession(db, s, { startsIn: 70 * 60 });
    const booked = await bookOnCard(t, c, first);
    expect(booked.body.code).toBe(0);
    const refused = await bookOnCard(t, c, second, 'es');
    expect([refused.body.message, refused.body.value]).toEqual([
      'No quedan usos al contar sus otras reservas',
      { refusal: 'no_uses_left' },
    ]);
    expect((await cancel(c, booked.body.value.id)).body.value).toMatchObject({
      status: 'cancelled',
      late_cancel: false,
    });
    expect((await bookOnCard(t, c, second)).body.value.status).toBe('booked');
    // A frozen card and a card not valid for the course are refused with their own reasons.
    const [d] = (await consumers(1)) as [Consumer];
    await setCard(db, d.cardId, { status: 'frozen' });
    expect((await bookOnCard(t, d, first)).body.value).toEqual({ refusal: 'card_frozen' });
    const narrow = await insertCardType(db, s.storeId, { all_courses: 0 });
    const [e] = (await consumers(1, s, narrow)) as [Consumer];
    expect((await bookOnCard(t, e, first)).body.value).toEqual({ refusal: 'card_not_for_course' });
    const stranger = (await consumers(1))[0] as Consumer;
    expect((await bookOnCard(t, { ...stranger, cardId: d.cardId }, first)).body.value).toEqual({
      refusal: 'card_not_holder',
    });
  });

  it('promotes the waitlist in order on a cancellation, skipping an ineligible consumer and recording why', async () => {
    const session = await insertSession(db, s, { capacity: 1, waitlist: 3 });
    const [a, w1, w2, w3] = (await consumers(4)) as [Consumer, Consumer, Consumer, Consumer];
    const placed = await bookOnCard(t, a, session);
    const waits = [];
    for (const w of [w1, w2, w3]) waits.push((await bookOnCard(t, w, session)).body.value);
    expect(waits.map((w) => [w.status, w.waitlist_position])).toEqual([
      ['waiting', 1],
      ['waiting', 2],
      ['waiting', 3],
    ]);
    await setCard(db, w1.cardId, { status: 'frozen' });
    expect((await cancel(a, placed.body.value.id)).body.value.status).toBe('cancelled');
    expect((await bookingRow(db, waits[0].id)).status).toBe('waiting');
    expect((await bookingRow(db, waits[0].id)).skip_reason).toBe('card_frozen');
    expect((await bookingRow(db, waits[1].id)).status).toBe('booked');
    expect((await bookingRow(db, waits[2].id)).status).toBe('waiting');
    expect((await sessionRow(db, session)).booked).toBe(1);
    const told = await appCall(t, w2, 'GET', '/app/notification/list', undefined, 'en');
    expect(told.body.value.content).toEqual([
      expect.objectContaining({
        kind: 'booking_promoted',
        booking_id: waits[1].id,
        text: expect.stringMatching(
          /^A place opened: you are booked into 燃脂团课 on \d{4}-\d\d-\d\d at \d\d:\d\d$/,
        ),
      }),
    ]);
    const list = (await roster(session)).body.value;
    expect(
      list.entries.map((e: { status: string; skip_reason: string | null }) => [e.status, e.skip_reason]),
    ).toEqual([
      ['booked', null],
      ['waiting', 'card_frozen'],
      ['waiting', null],
      ['cancelled', null],
    ]);
    expect(list.entries[0].member_phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('counts a cancel after the deadline as late and promotes no one then', async () => {
    const session = await insertSession(db, s, {
      startsIn: 90,
      cancelHours: 2,
      closesMinutes: 10,
      capacity: 1,
    });
    const [a, w] = (await consumers(2)) as [Consumer, Consumer];
    const placed = await bookOnCard(t, a, session);
    const waiting = await bookOnCard(t, w, session);
    const res = await cancel(a, placed.body.value.id);
    expect(res.body.value).toMatchObject({ status: 'cancelled', late_cancel: true });
    expect((await bookingRow(db, waiting.body.value.id)).status).toBe('waiting');
    expect((await sessionRow(db, session)).booked).toBe(0);
    const audit = await db
      .selectFrom('audit_events')
      .select('reason')
      .where('entity', '=', 'booking')
      .where('entity_id', '=', placed.body.value.id)
      .execute();
    expect(audit.map((r) => r.reason)).toContain('late cancel');
    // Waiting entries left when the session starts are released by the job, and told.
    await shiftSession(db, session, -100);
    const { releaseUnpromoted } = await import('./booking-desk');
    expect(await releaseUnpromoted(db)).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(db, waiting.body.value.id)).toMatchObject({
      status: 'released',
      end_reason: 'not_promoted',
    });
    const { deliverOutbox } = await import('../../test/outbox');
    await deliverOutbox(t);
    const told = await appCall(t, w, 'GET', '/app/notification/list', undefined, 'zh');
    expect(told.body.value.content[0].kind).toBe('booking_released');
  });

  it('gives exactly 10 places and 15 waiting to 30 concurrent bookings for 10 places', async () => {
    const session = await insertSession(db, s, { capacity: 10, waitlist: 15 });
    const many = await consumers(30);
    const answers = await Promise.all(many.map((c) => bookOnCard(t, c, session)));
    const statuses = answers.map((a) => a.body.value.status ?? a.body.value.refusal).sort();
    const count = (v: string) => statuses.filter((x) => x === v).length;
    expect([count('booked'), count('waiting'), count('waitlist_full')]).toEqual([10, 15, 5]);
    expect((await sessionRow(db, session)).booked).toBe(10);
    const positions = answers
      .map((a) => a.body.value.waitlist_position)
      .filter((p): p is number => typeof p === 'number')
      .sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  }, 30_000);

  it('checks a member in with the card: one use with the session, once per request_no', async () => {
    const session = await insertSession(db, s, { startsIn: 30, closesMinutes: 10 });
    const [c] = (await consumers(1)) as [Consumer];
    const booked = (await bookOnCard(t, c, session)).body.value;
    const body = { request_no: requestNo('in') };
    const first = await checkin(booked.id, s, body);
    expect(first.body).toMatchObject({ code: 0, value: { id: booked.id, status: 'checked_in' } });
    expect((await checkin(booked.id, s, body)).body.value).toEqual(first.body.value);
    expect((await cardRow(db, c.cardId)).balance).toBe(9);
    const uses = (await ledgerOf(db, c.cardId)).filter((r) => r.kind === 'use');
    expect(uses.map((u) => [u.session_id, u.delta])).toEqual([[session, -1]]);
    expect(await sessionRow(db, session)).toMatchObject({ booked: 1, attended: 1 });
    const again = await checkin(booked.id);
    expect([again.body.code, again.body.message]).toEqual([
      -409,
      'Only a booked place can be checked in or marked absent',
    ]);
    expect((await bookingRow(db, booked.id)).card_ledger_id).toBe(uses[0]?.id);
    // Too early: check-in opens an hour before.
    const later = await insertSession(db, s, { startsIn: 24 * 60 });
    const early = (await bookOnCard(t, c, later)).body.value;
    expect((await checkin(early.id)).body.message).toBe('Check-in opens 60 minutes before the session');
  });

  it('marks a no-show only once the session has started, using nothing', async () => {
    const session = await insertSession(db, s, { startsIn: 45, closesMinutes: 10 });
    const [c] = (await consumers(1)) as [Consumer];
    const booked = (await bookOnCard(t, c, session)).body.value;
    const early = await cardCall(t, s, 'POST', `/booking/${booked.id}/no_show`);
    expect([early.body.code, early.body.message]).toEqual([
      -409,
      'A no-show can be marked once the session has started',
    ]);
    await shiftSession(db, session, -60);
    const res = await cardCall(t, s, 'POST', `/booking/${booked.id}/no_show`);
    expect(res.body.value).toEqual({ id: booked.id, status: 'no_show' });
    expect(await sessionRow(db, session)).toMatchObject({ booked: 1, attended: 0, no_shows: 1 });
    expect((await cardRow(db, c.cardId)).balance).toBe(10);
  });

  it('releases every booking and waitlist entry when the store cancels the session, and tells each', async () => {
    const session = await insertSession(db, s, { capacity: 1, waitlist: 2 });
    const [a, w] = (await consumers(2)) as [Consumer, Consumer];
    const placed = (await bookOnCard(t, a, session)).body.value;
    const waiting = (await bookOnCard(t, w, session)).body.value;
    const res = await cardCall(t, s, 'POST', `/timetable/session/${session}/cancel`, { reason: '教练生病' });
    expect(res.body.code).toBe(0);
    expect((await bookingRow(db, placed.id)).status).toBe('released');
    expect((await bookingRow(db, waiting.id)).status).toBe('released');
    expect(await sessionRow(db, session)).toMatchObject({ status: 'cancelled', booked: 0 });
    for (const who of [a, w]) {
      const told = await appCall(t, who, 'GET', '/app/notification/list', undefined, 'en');
      expect(told.body.value.content[0]).toMatchObject({ kind: 'session_cancelled' });
    }
    // The held use is free again: the same card books another session.
    const next = await insertSession(db, s);
    expect((await bookOnCard(t, a, next)).body.value.status).toBe('booked');
  });

  it('answers -404 for another store’s session roster and bookings; check-in needs its permission', async () => {
    const session = await insertSession(db, s);
    const [c] = (await consumers(1)) as [Consumer];
    const booked = (await bookOnCard(t, c, session)).body.value;
    const other = await bookingStore(db);
    expect((await roster(session, other)).status).toBe(404);
    expect((await checkin(booked.id, other)).status).toBe(404);
    expect((await cardCall(t, other, 'POST', `/booking/${booked.id}/no_show`)).status).toBe(404);
    const viewer = await bookingEmployee(db, s, ['coursetable:view']);
    expect((await roster(session, viewer)).status).toBe(200);
    expect((await checkin(booked.id, viewer)).status).toBe(403);
    // A consumer cannot cancel someone else's booking.
    const [d] = (await consumers(1)) as [Consumer];
    expect((await cancel(d, booked.id)).status).toBe(404);
  });

  describe('with an order credit (bought and paid through the sandbox)', () => {
    it('books on a paid order’s voucher for the course, holds its uses, and waits when full', async () => {
      const session = await insertSession(db, s, { capacity: 1, waitlist: 1 });
      const [a, b] = (await consumers(2)) as [Consumer, Consumer];
      const order = await paidOrder(t, a, { courseId: s.courseId, uses: 1 });
      const book = (c: Consumer, sessionId: number, orderId: number) =>
        appCall(t, c, 'POST', '/app/booking', {
          session_id: sessionId,
          order_id: orderId,
          request_no: requestNo(),
        });
      const res = await book(a, session, order.orderId);
      expect(res.body.value).toMatchObject({
        status: 'booked',
        credit_kind: 'voucher',
        voucher_id: order.voucherId,
      });
      const next = await insertSession(db, s, { startsIn: 60 * 60 });
      expect((await book(a, next, order.orderId)).body.value).toEqual({ refusal: 'no_uses_left' });
      expect((await book(b, next, order.orderId)).body.value).toEqual({ refusal: 'order_not_found' });
      const orderB = await paidOrder(t, b, { courseId: s.courseId, uses: 3 });
      expect((await book(b, session, orderB.orderId)).body.value).toMatchObject({
        status: 'waiting',
        waitlist_position: 1,
      });
      const otherCourse = await (await import('../timetable/schedule-test-kit')).insertCourse(db, s.storeId, {
        name: '瑜伽',
      });
      const yoga = await insertSession(db, s, { courseId: otherCourse, startsIn: 65 * 60 });
      expect((await book(b, yoga, orderB.orderId)).body.value).toEqual({ refusal: 'no_voucher_for_course' });
      await db.updateTable('orders').set({ status: 'unpaid' }).where('id', '=', orderB.orderId).execute();
      expect((await book(b, next, orderB.orderId)).body.value).toEqual({ refusal: 'order_unpaid' });
    });

    it('checks in an order booking by redeeming one use of its voucher (redeemVoucher)', async () => {
      const session = await insertSession(db, s, { startsIn: 30, closesMinutes: 10 });
      const [a] = (await consumers(1)) as [Consumer];
      const order = await paidOrder(t, a, { courseId: s.courseId, uses: 3 });
      const booked = await appCall(t, a, 'POST', '/app/booking', {
        session_id: session,
        order_id: order.orderId,
        request_no: requestNo(),
      });
      expect(booked.body.value).toMatchObject({ status: 'booked', credit_kind: 'voucher' });
      const res = await checkin(booked.body.value.id);
      expect(res.body).toMatchObject({ code: 0, value: { status: 'checked_in' } });
      const redemptions = await db
        .selectFrom('coupon_redemptions')
        .select(['source', 'times', 'status'])
        .where('voucher_id', '=', order.voucherId)
        .execute();
      expect(redemptions).toEqual([{ source: 'booking', times: 1, status: 'undoable' }]);
      const voucher = await db
        .selectFrom('vouchers')
        .select('uses_left')
        .where('id', '=', order.voucherId)
        .executeTakeFirstOrThrow();
      expect(voucher.uses_left).toBe(2);
    });
  });
});
