import { chinaDate } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCoach } from '../cover/cover-test-kit';
import { insertArea, insertCourse, insertSession } from '../decoration/storefront-test-kit';
import {
  type CardOwner,
  cardOwner,
  insertCardType,
  insertMember,
  issueCard,
  setCard,
} from '../member-card/member-card-test-kit';
import { chinaDayStart } from './statistics-period';
import { insertOrder } from './statistics-test-kit';

/**
 * GET /statistics/funnel and /statistics/overview (docs/statistics.md): the funnel beside the
 * average of peer stores (same city, same category, at least 3, none named), session
 * utilisation, attendance and no-shows, repeat buyers and members at risk.
 */
describe('statistics funnel and overview', () => {
  let t: TestApp;
  let db: Database;
  let me: CardOwner;
  let city: string;
  const now = new Date();
  const yesterday = chinaDate(now, -1);
  const daysAgo = (n: number) => chinaDate(now, -n);
  /** Noon of a China day, as an instant. */
  const noonOf = (day: string) => new Date(Date.parse(chinaDayStart(day)) + 4 * 3600_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await cardOwner(db);
    city = `漏斗城${me.storeId}`;
    await db.updateTable('stores').set({ city }).where('id', '=', me.storeId).execute();
  });
  afterAll(() => t.close());

  const call = (path: string) => storeCall(t, me, 'GET', `/statistics${path}`);
  const daily = (storeId: number, day: string, figures: Record<string, number>) =>
    db
      .insertInto('statistics_daily')
      .values({ store_id: storeId, day, ...figures })
      .execute();
  /** Another store in `where` whose online listings are of `category`. */
  const store = async (where: string, category: number) => {
    const m = await createMerchant(db, { stores: 1 });
    const id = m.storeIds[0] as number;
    await db.updateTable('stores').set({ city: where }).where('id', '=', id).execute();
    await insertCourse(db, id, { category });
    return id;
  };

  it('answers the funnel with each step’s rate, and the peers’ average only from 3 peers on', async () => {
    await insertCourse(db, me.storeId, { category: 6 });
    await insertCourse(db, me.storeId, { category: 6 });
    await insertCourse(db, me.storeId, { category: 7 });
    await insertCourse(db, me.storeId, { category: 7, status: 'offline' });
    await insertCourse(db, me.storeId, { category: 7, status: 'offline' });
    await daily(me.storeId, yesterday, { counted_exposures: 60, counted_clicks: 12, paid_orders: 3 });
    await daily(me.storeId, daysAgo(3), { counted_exposures: 40, counted_clicks: 8, paid_orders: 2 });
    await daily(me.storeId, daysAgo(7), { counted_exposures: 999, counted_clicks: 999 }); // out of the week
    const p1 = await store(city, 6);
    const p2 = await store(city, 6);
    await store(city, 7); // another category
    await store('别的城市', 6); // another city
    await daily(p1, yesterday, { counted_exposures: 10, counted_clicks: 5, paid_orders: 1 });
    await daily(p2, yesterday, { counted_exposures: 20, counted_clicks: 5, paid_orders: 2 });

    const week = await call('/funnel?days=7');
    expect(week.body.value).toEqual({
      days: 7,
      from: daysAgo(6),
      to: chinaDate(now),
      category: 6,
      city,
      steps: [
        { step: 'exposure', count: 100, rate: null },
        { step: 'click', count: 20, rate: 0.2 },
        { step: 'order', count: 5, rate: 0.25 },
        { step: 'redeemed', count: 0, rate: 0 },
        { step: 'reviewed', count: 0, rate: null },
      ],
      peers: null,
    });

    const p3 = await store(city, 6);
    await daily(p3, yesterday, { counted_exposures: 30, counted_clicks: 2, paid_orders: 0 });
    const day = await call('/funnel?days=1');
    expect(day.body.value.steps.map((s: { count: number }) => s.count)).toEqual([60, 12, 3, 0, 0]);
    expect(day.body.value.peers).toEqual({
      stores: 3,
      steps: [
        { step: 'exposure', count: 20, rate: null },
        { step: 'click', count: 4, rate: 0.2 },
        { step: 'order', count: 1, rate: 0.25 },
        { step: 'redeemed', count: 0, rate: 0 },
        { step: 'reviewed', count: 0, rate: null },
      ],
    });
    expect(JSON.stringify(day.body.value)).not.toMatch(/Store m_/);
  });

  it('answers utilisation, attendance, no-shows, repeat buyers and members at risk with the list link', async () => {
    const course = await insertCourse(db, me.storeId);
    const ids = {
      storeId: me.storeId,
      courseId: course,
      coachId: await insertCoach(db, me.storeId, '李雷'),
      areaId: await insertArea(db, me.storeId),
    };
    const session = async (date: string, fields: Record<string, unknown>) => {
      const id = await insertSession(db, ids);
      await db
        .updateTable('timetable_sessions')
        .set({ date, ...fields })
        .where('id', '=', id)
        .execute();
    };
    await session(yesterday, { status: 'completed', capacity: 10, booked: 8, attended: 6, no_shows: 2 });
    await session(yesterday, { status: 'completed', capacity: 20, booked: 10, attended: 10, no_shows: 0 });
    await session(yesterday, { status: 'cancelled', capacity: 10, booked: 0 });
    await session(chinaDate(now), { status: 'scheduled', capacity: 50, booked: 1 });
    await session(daysAgo(5), { status: 'completed', capacity: 10, booked: 5, attended: 4, no_shows: 1 });
    await session(daysAgo(2), { status: 'scheduled', capacity: 10, booked: 5 });

    const [m1, m2, m3, m4, m5] = (await Promise.all(
      [1, 2, 3, 4, 5].map(() => insertMember(db, me.storeId)),
    )) as [number, number, number, number, number];
    for (const [member, day] of [
      [m1, yesterday],
      [m1, yesterday],
      [m2, yesterday],
      [m3, yesterday],
      [m3, daysAgo(10)],
      [m4, daysAgo(40)],
    ] as const)
      await insertOrder(db, me.storeId, noonOf(day), member);
    await insertOrder(db, me.storeId, noonOf(yesterday), null);

    const type = await insertCardType(db, me.storeId);
    for (const member of [m1, m2, m4, m5])
      await issueCard(t, me, member as number, type, { starts_on: chinaDate(now) });
    const expired = await issueCard(t, me, m3 as number, type);
    await setCard(db, expired.id, { status: 'expired' });
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db
      .updateTable('members')
      .set({ last_visit_at: ago(20) })
      .where('id', 'in', [m1, m3])
      .execute();
    await db
      .updateTable('members')
      .set({ last_visit_at: ago(2) })
      .where('id', '=', m2 as number)
      .execute();
    await db
      .updateTable('members')
      .set({ created_at: ago(30) })
      .where('id', '=', m4 as number)
      .execute();
    // m5 joined now and never visited: not at risk yet; m3 is absent but holds no active card.

    const day = await call('/overview?days=1');
    expect(day.body.value).toEqual({
      days: 1,
      from: yesterday,
      to: yesterday,
      sessions: {
        count: 2,
        capacity: 30,
        booked: 18,
        utilisation: 0.6,
        completed_booked: 18,
        attended: 16,
        attendance_rate: 0.8889,
        no_shows: 2,
        no_show_rate: 0.1111,
      },
      repeat_buyers: 1,
      buyers: 3,
      at_risk: { count: 2, days: 14, link: '/member?f.card_status=active&f.absent=14' },
    });
    const week = (await call('/overview?days=7')).body.value;
    expect(week.sessions).toMatchObject({
      count: 5,
      capacity: 100,
      booked: 29,
      completed_booked: 23,
      attended: 20,
    });
    expect([week.repeat_buyers, week.buyers]).toEqual([1, 3]);
    const month = (await call('/overview?days=30')).body.value;
    expect([month.repeat_buyers, month.buyers]).toEqual([2, 3]);

    // The link's filters find the same members on the member list.
    const list = await storeCall(t, me, 'POST', '/member/list', {
      pageable: { number: 1, size: 50 },
      restrictions: [
        { name: 'has_active_card', operator: '=', value: true, logic: 'and' },
        { name: 'last_seen_at', operator: '<', value: ago(14), logic: 'and' },
      ],
    });
    expect(list.body.value.content.map((m: { id: number }) => m.id).sort()).toEqual([m1, m4].sort());
  });
});
