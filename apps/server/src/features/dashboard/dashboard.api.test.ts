import type { AppOrderDetail, DashboardToday } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { createSessionToken } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type BookingStore,
  bookingStore,
  bookOnCard,
  consumerWithCard,
  insertSession,
} from '../booking/booking-test-kit';
import { couponEmployee, redemptionHoursKeptAndCounted } from '../coupon/coupon-test-kit';
import { insertCourse } from '../decoration/storefront-test-kit';
import { insertMember, issueCard, requestNo, setCard } from '../member-card/member-card-test-kit';
import {
  appCall,
  type Consumer,
  payOrder,
  placeOrder,
  providersOf,
  sellingStore,
  signInConsumer,
  waitForOrder,
} from '../order/order-test-kit';
import { TODO_COUNT_CAP } from './dashboard.repository';

/**
 * GET /dashboard/today against figures the test computes from what it made through the real
 * calls (orders bought and paid through the sandbox, redemptions at the desk, bookings in the
 * app), on both sides of a China-time midnight and a week before; blocks by permission; another
 * store's rows never counted. The clock is faked (Date only) so that events fall on chosen instants;
 * the sandbox's notification (due 50 ms after the payment) is delivered by the test at once.
 */
describe('dashboard', () => {
  let t: TestApp;
  let db: Database;
  let s: BookingStore;
  let other: Awaited<ReturnType<typeof sellingStore>>;
  const at = (iso: string) => vi.setSystemTime(new Date(iso));

  // China day D = 2026-03-12 (a Thursday); now is 12:00 China time (04:00 UTC).
  const NOW = '2026-03-12T04:00:00.000Z';
  const LAST_WEEK_MORNING = '2026-03-05T01:00:00.000Z'; // 03-05 09:00 China: counted
  const LAST_WEEK_AFTERNOON = '2026-03-05T05:00:00.000Z'; // 03-05 13:00 China: after "now" a week ago
  const BEFORE_MIDNIGHT = '2026-03-11T15:59:30.000Z'; // 03-11 23:59:30 China: yesterday
  const AFTER_MIDNIGHT = '2026-03-11T16:00:30.000Z'; // 03-12 00:00:30 China: today

  const paid: { at: string; fen: number; storeId: number }[] = [];
  const redemptions: { at: string; undone: boolean }[] = [];
  const bookings: string[] = [];
  const vouchers: string[] = [];
  const buyers = new Map<number, Consumer>();
  let sessionToday = 0;

  const owner = () => ({ token: s.token, storeId: s.storeId });
  const dashboard = async (who: { token: string; storeId: number }, lang = 'en') => {
    const res = await storeCall(t, who, 'GET', '/dashboard/today', undefined, lang);
    expect(res.body.code, res.raw).toBe(0);
    return res.body.value as DashboardToday;
  };
  const buy = async (when: string, storeId: number, listingId: number) => {
    at(when);
    const c = await signInConsumer(t);
    const placed = await placeOrder(t, c, [{ item_type: 'listing', item_id: listingId, quantity: 1 }]);
    await payOrder(t, c, placed.id);
    // The clock stands still: the sandbox's signed notification is posted at once over HTTP.
    await providersOf(t).sandbox?.deliverDue(new Date(Date.now() + 1000));
    const order: AppOrderDetail = await waitForOrder(t, c, placed.id);
    paid.push({ at: order.paid_at as string, fen: order.paid_fen, storeId });
    buyers.set(order.id, c);
    if (storeId === s.storeId) vouchers.push(...order.vouchers.map((v) => v.code));
    return order;
  };
  const redeem = async (when: string, code: string) => {
    at(when);
    const token = await createSessionToken(db, s.accountId, { storeId: s.storeId });
    const res = await storeCall(
      t,
      { token, storeId: s.storeId },
      'POST',
      `/member/coupon/validate/${code}/1`,
      {
        confirm: true,
        request_no: requestNo('redeem'),
      },
    );
    expect(res.body.code, res.raw).toBe(0);
    return { token, id: res.body.value.redemption.id as number };
  };
  const book = async (when: string) => {
    at(when);
    s.token = await createSessionToken(db, s.accountId, { storeId: s.storeId });
    const c = await consumerWithCard(t, s);
    const res = await bookOnCard(t, c, sessionToday);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    bookings.push(when);
  };

  /** What the test made, counted for a window [from, to). */
  const within = (iso: string, from: string, to: string) => iso >= from && iso < to;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-04T16:00:00.000Z');
    t = await createTestApp();
    db = t.app.deps.db;
    s = await bookingStore(db);
    other = await sellingStore(db);

    await buy(LAST_WEEK_MORNING, s.storeId, s.courseId);
    await buy(LAST_WEEK_AFTERNOON, s.storeId, s.courseId);
    await buy(BEFORE_MIDNIGHT, s.storeId, s.courseId);
    // A session of today (03-12 10:00 China), bookable from yesterday.
    at(BEFORE_MIDNIGHT);
    sessionToday = await insertSession(db, s, { startsIn: 10 * 60 + 1, capacity: 8 });
    await book(BEFORE_MIDNIGHT);
    redemptions.push({ at: BEFORE_MIDNIGHT, undone: false });
    await redeem(BEFORE_MIDNIGHT, vouchers[0] as string);

    await buy(AFTER_MIDNIGHT, s.storeId, s.courseId);
    await buy(AFTER_MIDNIGHT, s.storeId, s.courseId);
    await buy(AFTER_MIDNIGHT, other.storeId, other.listingId);
    await book(AFTER_MIDNIGHT);
    await redeem(AFTER_MIDNIGHT, vouchers[1] as string);
    redemptions.push({ at: AFTER_MIDNIGHT, undone: false });
    const undone = await redeem(AFTER_MIDNIGHT, vouchers[2] as string);
    const undo = await storeCall(
      t,
      { token: undone.token, storeId: s.storeId },
      'POST',
      `/coupon/redemption/${undone.id}/undo`,
      {
        request_no: requestNo('undo'),
      },
    );
    expect(undo.body.code, undo.raw).toBe(0);
    redemptions.push({ at: AFTER_MIDNIGHT, undone: true });

    // The to-do items' rows: the last order's buyer asks for a refund (deadline NOW + 24 h).
    at(NOW);
    s.token = await createSessionToken(db, s.accountId, { storeId: s.storeId });
    other.token = await createSessionToken(db, other.accountId, { storeId: other.storeId });
    const lastOrder = await db
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', s.storeId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const asked = await appCall(
      t,
      buyers.get(lastOrder.id) as Consumer,
      'POST',
      `/app/order/${lastOrder.id}/refund`,
      {
        reason: 'moving away',
        request_no: requestNo('refund'),
      },
    );
    expect(asked.body.code, asked.raw).toBe(0);
    await insertCourse(db, s.storeId, { status: 'rejected', name: 'rejected one' });
    await insertCourse(db, other.storeId, { status: 'rejected', name: 'other store' });
    const memberId = await insertMember(db, s.storeId);
    const soon = await issueCard(t, s, memberId, s.cardTypeId);
    const later = await issueCard(t, s, memberId, s.cardTypeId);
    await setCard(db, soon.id, { status: 'active', expires_on: '2026-03-18' });
    await setCard(db, later.id, { status: 'active', expires_on: '2026-03-25' });
    await db
      .insertInto('coach_certificates')
      .values([
        {
          coach_id: s.coachId,
          name: 'CPR',
          expires_on: '2026-03-30',
          photo_upload_id: null,
          expiry_notified_at: null,
        },
        {
          coach_id: s.coachId,
          name: 'Yoga',
          expires_on: '2027-03-30',
          photo_upload_id: null,
          expiry_notified_at: null,
        },
      ])
      .execute();
  }, 60_000);

  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it("answers today's figures beside the same weekday last week, counted from what was made", async () => {
    at(NOW);
    const d = await dashboard(owner());
    expect(d.date).toBe('2026-03-12');
    expect(d.compared_with).toBe('2026-03-05');
    const today = ['2026-03-11T16:00:00.000Z', '2026-03-12T04:00:00.001Z'] as const;
    const lastWeek = ['2026-03-04T16:00:00.000Z', '2026-03-05T04:00:00.001Z'] as const;
    const mine = paid.filter((p) => p.storeId === s.storeId);
    const count = (w: readonly [string, string]) => mine.filter((p) => within(p.at, w[0], w[1]));
    expect(d.figures.orders).toEqual({ today: count(today).length, last_week: count(lastWeek).length });
    expect(d.figures.orders).toEqual({ today: 2, last_week: 1 });
    const sum = (w: readonly [string, string]) => count(w).reduce((a, p) => a + p.fen, 0);
    expect(d.figures.revenue_fen).toEqual({ today: sum(today), last_week: sum(lastWeek) });
    const live = redemptions.filter((r) => !r.undone);
    expect(d.figures.redemptions).toEqual({
      today: live.filter((r) => within(r.at, ...today)).length,
      last_week: 0,
    });
    expect(d.figures.redemptions?.today).toBe(1);
    expect(d.figures.bookings).toEqual({
      today: bookings.filter((b) => within(b, ...today)).length,
      last_week: 0,
    });
    expect(d.figures.bookings?.today).toBe(1);
    expect(d.sessions).toEqual([expect.objectContaining({ id: sessionToday, booked: 2, capacity: 8 })]);
  });

  it('lists the to-do items with their counts, links and the refund deadline; never another store', async () => {
    at(NOW);
    const d = await dashboard(owner());
    const byKind = Object.fromEntries(d.todos.map((item) => [item.kind, item]));
    expect(byKind.refunds).toEqual({
      kind: 'refunds',
      count: 1,
      link: '/classorder?f.refund_status=requested',
      deadline_at: '2026-03-13T04:00:00.000Z',
    });
    expect(byKind.rejected_listings).toMatchObject({ count: 1, link: '/class?tab=rejected' });
    expect(byKind.expiring_cards).toMatchObject({
      count: 1,
      link: '/cardlist?tab=active&sort=expires_on.asc',
    });
    expect(byKind.expiring_certificates).toMatchObject({ count: 1, link: '/coach' });
    expect(byKind.share_requests).toMatchObject({ count: 0, link: '/membereview?f.status=pending' });
    expect(byKind.unreplied_reviews).toMatchObject({ count: 0, link: '/orderevaluate?f.replied=false' });
    expect(byKind.failed_withdrawals).toMatchObject({ count: 0, link: '/deposit' });
    expect(d.todos.map((item) => item.kind)).toEqual([
      'refunds',
      'share_requests',
      'rejected_listings',
      'expiring_certificates',
      'expiring_cards',
      'unreplied_reviews',
      'unreplied_video_reviews',
      'failed_withdrawals',
    ]);

    // The other store sees its own order of today only.
    const o = await dashboard({ token: other.token, storeId: other.storeId });
    expect(o.figures.orders).toEqual({ today: 1, last_week: 0 });
    expect(o.todos.find((item) => item.kind === 'rejected_listings')?.count).toBe(1);
    expect(o.todos.find((item) => item.kind === 'refunds')?.count).toBe(0);
  });

  it('counts a to-do item up to 100, from where the badge shows 99+', async () => {
    at(NOW);
    const busy = await sellingStore(db);
    for (let i = 0; i < 100; i += 1) await insertCourse(db, busy.storeId, { name: `燃脂${i}`, price: 9_900 });
    await db
      .updateTable('courses')
      .set({ status: 'rejected' })
      .where('store_id', '=', busy.storeId)
      .execute();
    const rejected = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('store_id', '=', busy.storeId)
      .executeTakeFirstOrThrow();
    expect(Number(rejected.n)).toBe(101);
    const d = await dashboard({ token: busy.token, storeId: busy.storeId });
    expect(d.todos.find((item) => item.kind === 'rejected_listings')?.count).toBe(TODO_COUNT_CAP);
    expect(TODO_COUNT_CAP).toBe(100);
  });

  it('gives an employee only the blocks of the screens granted', async () => {
    at(NOW);
    const desk = await couponEmployee(db, { accountId: s.accountId, storeId: s.storeId, token: s.token }, [
      'coupon:validate',
    ]);
    const d = await dashboard(desk);
    expect(d.figures).toEqual({
      orders: null,
      revenue_fen: null,
      redemptions: { today: 1, last_week: 0 },
      bookings: null,
    });
    expect(d.sessions).toBeNull();
    expect(d.todos).toEqual([]);

    const orders = await couponEmployee(db, { accountId: s.accountId, storeId: s.storeId, token: s.token }, [
      'order:view',
      'class:view',
    ]);
    const o = await dashboard(orders, 'zh');
    expect(o.figures.orders).toEqual({ today: 2, last_week: 1 });
    expect(o.figures.revenue_fen).toBeNull();
    expect(o.todos.map((item) => item.kind)).toEqual(['refunds', 'rejected_listings']);

    const none = await couponEmployee(db, { accountId: s.accountId, storeId: s.storeId, token: s.token }, []);
    const n = await dashboard(none);
    expect(n.figures).toEqual({ orders: null, revenue_fen: null, redemptions: null, bookings: null });
    expect(n.todos).toEqual([]);
  });

  it('adds whole hours from the kept hourly counts and the hour under way from its redemptions', async () => {
    const redemptionsAt = async (when: string) => {
      at(when);
      s.token = await createSessionToken(db, s.accountId, { storeId: s.storeId });
      return (await dashboard(owner())).figures.redemptions;
    };
    // In the day's first hour nothing is whole yet: the rows alone (the undone one left out).
    expect(await redemptionsAt('2026-03-11T16:30:00.000Z')).toEqual({ today: 1, last_week: 0 });
    const made = await redeem('2026-03-12T04:20:00.000Z', vouchers[3] as string);
    expect(await redemptionsAt('2026-03-12T04:30:00.000Z')).toEqual({ today: 2, last_week: 0 });
    // At 05:10 the 04:00 hour is whole: it is read from redemption_hours, and an undo takes it back.
    expect(await redemptionsAt('2026-03-12T05:10:00.000Z')).toEqual({ today: 2, last_week: 0 });
    const undo = await storeCall(
      t,
      { token: made.token, storeId: s.storeId },
      'POST',
      `/coupon/redemption/${made.id}/undo`,
      { request_no: requestNo('undo') },
    );
    expect(undo.body.code, undo.raw).toBe(0);
    expect(await redemptionsAt('2026-03-12T05:10:00.000Z')).toEqual({ today: 1, last_week: 0 });
    const hours = await redemptionHoursKeptAndCounted(db, [s.storeId]);
    expect(hours.kept).toEqual(hours.counted);
    expect(hours.kept).toEqual({
      [`${s.storeId}|2026-03-11T15:00:00.000Z`]: 1,
      [`${s.storeId}|2026-03-11T16:00:00.000Z`]: 1,
    });
    // The figure is the kept count: a whole hour's rows are not read again.
    const keptHour = () =>
      db
        .updateTable('redemption_hours')
        .where('store_id', '=', s.storeId)
        .where('hour', '=', '2026-03-11T16:00:00.000Z');
    await keptHour().set({ live: 7 }).execute();
    expect(await redemptionsAt('2026-03-12T05:10:00.000Z')).toEqual({ today: 7, last_week: 0 });
    await keptHour().set({ live: 1 }).execute();
  });

  it('is refused without a store of the caller', async () => {
    at(NOW);
    const res = await storeCall(t, { token: s.token, storeId: other.storeId }, 'GET', '/dashboard/today');
    expect(res.body.code).not.toBe(0);
  });
});
