import { chinaDate } from '@merchant/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCourse } from '../decoration/storefront-test-kit';
import { insertEmployment } from '../employee/employee-test-kit';
import { runStatisticsSteps, STATISTICS_STEPS_JOB } from './statistics-steps';
import { consumer, expectedDaily, insertOrder, type ScriptEvent } from './statistics-test-kit';

/**
 * The statistics calls against figures computed by the test itself from the events it made
 * (docs/statistics.md): every period, a China-time midnight, the throttle, parallel consumers,
 * other stores, refused periods and permissions. The clock is faked (Date only) so that events
 * fall on chosen instants.
 */
describe('statistics', () => {
  let t: TestApp;
  let db: Database;
  let me: MerchantFixture;
  let owner: { token: string; storeId: number };
  let storeA: number;
  let storeB: number;
  let c1: number;
  let c2: number;
  let cB: number;
  let consumers: { id: number; token: string }[];

  /** China 2026-03-12 12:00: yesterday is 2026-03-11. */
  const NOW = '2026-03-12T04:00:00.000Z';
  const at = (iso: string) => vi.setSystemTime(new Date(iso));

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-01-01T00:00:00.000Z');
    t = await createTestApp();
    db = t.app.deps.db;
    me = await createMerchant(db, { stores: 2 });
    [storeA, storeB] = me.storeIds as [number, number];
    await db
      .updateTable('stores')
      .set({ city: `统计城${storeA}` })
      .where('id', 'in', me.storeIds)
      .execute();
    owner = {
      token: await createSessionToken(db, me.accountId, { storeId: storeA, expiresInMs: 400 * 86_400_000 }),
      storeId: storeA,
    };
    c1 = await insertCourse(db, storeA, { name: 'c1' });
    c2 = await insertCourse(db, storeA, { name: 'c2' });
    cB = await insertCourse(db, storeB, { name: 'cB' });
    consumers = [];
    for (let i = 0; i < 4; i++) consumers.push(await consumer(db));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });
  afterEach(() => at(NOW));

  const app = async (url: string, token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/app${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().code).toBe(0);
  };
  const stats = async (path: string, days: number | string, who = owner) =>
    storeCall(t, who, 'GET', `/statistics${path}?days=${days}`);

  /** Makes the event at its instant through the consumer calls, and logs it. */
  const play = async (log: ScriptEvent[], e: ScriptEvent) => {
    at(e.at);
    const token = (consumers[e.consumer] as { token: string }).token;
    if (e.kind === 'exposure') await app(`/stores/${e.storeId}`, token);
    else await app(`/listings/${e.key}`, token);
    log.push(e);
  };

  it('equals the counts computed from the events for each period, across a China-time midnight', async () => {
    const log: ScriptEvent[] = [];
    const click = (key: number, consumer: number, iso: string, storeId = storeA) =>
      play(log, { kind: 'click', storeId, key, consumer, at: iso });
    const view = (storeId: number, consumer: number, iso: string) =>
      play(log, { kind: 'exposure', storeId, key: 0, consumer, at: iso });

    await click(c1, 0, '2026-03-10T15:59:59.000Z'); // China 03-10 23:59:59
    await click(c1, 0, '2026-03-10T16:00:00.000Z'); // China 03-11 00:00:00: a new day counts
    await click(c1, 0, '2026-03-10T16:10:00.000Z'); // throttled
    await click(c1, 0, '2026-03-10T16:30:00.000Z'); // 30 minutes on: counts
    await click(c2, 0, '2026-03-10T16:31:00.000Z'); // another listing: counts
    await click(c2, 1, '2026-03-11T01:00:00.000Z');
    await view(storeA, 0, '2026-03-10T15:59:59.000Z');
    await view(storeA, 0, '2026-03-10T16:00:00.000Z');
    await view(storeA, 1, '2026-03-11T03:00:00.000Z');
    await view(storeA, 1, '2026-03-11T03:05:00.000Z'); // throttled
    await view(storeB, 2, '2026-03-11T03:00:00.000Z'); // another store
    await click(cB, 2, '2026-03-11T03:01:00.000Z', storeB);
    await click(c1, 2, '2026-03-08T02:00:00.000Z');
    await view(storeA, 3, '2026-03-08T05:00:00.000Z');
    await click(c1, 3, '2026-03-04T02:00:00.000Z'); // in the month only
    await view(storeA, 3, '2026-03-04T02:00:00.000Z');
    await click(c1, 1, '2026-02-10T16:00:00.000Z'); // China 02-11: the month's first day
    await click(c1, 1, '2026-02-10T15:59:59.000Z'); // China 02-10: outside
    await view(storeA, 2, '2026-02-10T15:59:59.000Z');
    await click(c1, 3, '2026-03-12T01:00:00.000Z'); // today: in the week and the month, not yesterday
    await view(storeA, 3, '2026-03-12T01:00:00.000Z');

    // The raw events are what was played.
    const stored = await db
      .selectFrom('storefront_events')
      .selectAll()
      .where('course_id', '<>', 0)
      .where('kind', '=', 'click')
      .execute();
    expect(stored).toHaveLength(log.filter((e) => e.kind === 'click').length);

    at(NOW);
    for (const days of [1, 7, 30] as const) {
      const last = days === 1 ? -1 : 0;
      const dates = Array.from({ length: days }, (_, i) => chinaDate(new Date(NOW), last - days + 1 + i));
      for (const kind of ['click', 'exposure'] as const) {
        const daily = expectedDaily(log, kind, storeA);
        const res = await stats(`/merchant/${kind}/`, days);
        expect(res.body.code).toBe(0);
        const of = (d: string) => daily.get(d);
        expect(res.body.value).toEqual({
          days,
          from: dates[0],
          to: dates.at(-1),
          total: dates.reduce((n, d) => n + (of(d)?.counted ?? 0), 0),
          raw: dates.reduce((n, d) => n + (of(d)?.raw ?? 0), 0),
          visitors: dates.reduce((n, d) => n + (of(d)?.consumers.size ?? 0), 0),
          series: dates.map((date) => ({
            date,
            value: of(date)?.counted ?? 0,
            visitors: of(date)?.consumers.size ?? 0,
          })),
        });
      }
    }
    // Spelled out for yesterday (China 03-11): clicks c1 ×3 (2 counted), c2 ×2 (2 counted).
    expect((await stats('/merchant/click/', 1)).body.value).toMatchObject({
      from: '2026-03-11',
      total: 4,
      raw: 5,
      visitors: 2,
    });
    expect((await stats('/merchant/exposure/', 1)).body.value).toMatchObject({
      total: 2,
      raw: 3,
      visitors: 2,
    });
    expect((await stats('/merchant/click/', 7)).body.value).toMatchObject({
      from: '2026-03-06',
      to: '2026-03-12',
      total: 7,
      raw: 8,
    });
    expect((await stats('/merchant/click/', 30)).body.value).toMatchObject({
      from: '2026-02-11',
      total: 9,
      raw: 10,
    });
    // Per listing too.
    const listing = await db
      .selectFrom('listing_events')
      .select(['clicks', 'click_visitors', 'counted_clicks'])
      .where('course_id', '=', c1)
      .where('day', '=', '2026-03-11')
      .executeTakeFirstOrThrow();
    expect([listing.clicks, listing.click_visitors, listing.counted_clicks].map(Number)).toEqual([3, 1, 2]);
  });

  it('counts paid orders by their payment’s China day, idempotently, never another store’s', async () => {
    await insertOrder(db, storeA, '2026-03-10T15:59:59.000Z'); // 03-10
    await insertOrder(db, storeA, '2026-03-10T16:00:00.000Z'); // 03-11
    await insertOrder(db, storeA, '2026-03-11T10:00:00.000Z'); // 03-11
    await insertOrder(db, storeA, null); // unpaid
    await insertOrder(db, storeB, '2026-03-11T10:00:00.000Z');
    await insertOrder(db, storeA, '2026-03-12T01:00:00.000Z'); // today
    await insertOrder(db, storeA, '2026-02-10T16:00:00.000Z'); // 02-11
    await insertOrder(db, storeA, '2026-02-10T15:59:59.000Z'); // 02-10
    at(NOW);
    await t.app.deps.jobs.runNow(STATISTICS_STEPS_JOB, { now: new Date(NOW) });
    expect((await stats('/order/quantity/', 1)).body.value).toMatchObject({ total: 2 });
    await runStatisticsSteps(db, new Date(NOW), 40);
    await runStatisticsSteps(db, new Date(NOW), 40);
    const day = await stats('/order/quantity/', 1);
    expect(day.body.value).toEqual({
      days: 1,
      from: '2026-03-11',
      to: '2026-03-11',
      total: 2,
      series: [{ date: '2026-03-11', value: 2 }],
    });
    expect((await stats('/order/quantity/', 7)).body.value.total).toBe(4);
    const month = (await stats('/order/quantity/', 30)).body.value;
    expect(month.total).toBe(5);
    expect(month.series[0]).toEqual({ date: '2026-02-11', value: 1 });
    expect(month.series.at(-1)).toEqual({ date: '2026-03-12', value: 1 });
    expect(month.series).toHaveLength(30);
  });

  it('counts 50 reads by one consumer as one unique consumer and one click per 30 minutes', async () => {
    const other = await createMerchant(db, { stores: 1 });
    const store = other.storeIds[0] as number;
    const course = await insertCourse(db, store, { name: 'fifty' });
    const who = consumers[0] as { token: string };
    at('2026-03-11T06:00:00.000Z');
    for (let i = 0; i < 50; i++) await app(`/listings/${course}`, who.token);
    at(NOW);
    const mine = { token: await createSessionToken(db, other.accountId, { storeId: store }), storeId: store };
    expect((await stats('/merchant/click/', 1, mine)).body.value).toMatchObject({
      total: 1,
      raw: 50,
      visitors: 1,
    });
    at('2026-03-11T06:29:59.999Z');
    await app(`/listings/${course}`, who.token);
    at(NOW);
    expect((await stats('/merchant/click/', 1, mine)).body.value).toMatchObject({
      total: 1,
      raw: 51,
      visitors: 1,
    });
    at('2026-03-11T06:30:00.000Z');
    await app(`/listings/${course}`, who.token);
    at(NOW);
    expect((await stats('/merchant/click/', 1, mine)).body.value).toMatchObject({
      total: 2,
      raw: 52,
      visitors: 1,
    });
  });

  it('counts parallel events of many consumers exactly', async () => {
    const other = await createMerchant(db, { stores: 1 });
    const store = other.storeIds[0] as number;
    const course = await insertCourse(db, store);
    const many = await Promise.all(Array.from({ length: 12 }, () => consumer(db)));
    at('2026-03-11T08:00:00.000Z');
    await Promise.all(
      many.flatMap((c) => [
        app(`/listings/${course}`, c.token),
        app(`/listings/${course}`, c.token),
        app(`/stores/${store}`, c.token),
        app(`/stores/${store}`, c.token),
      ]),
    );
    at(NOW);
    const who = { token: await createSessionToken(db, other.accountId, { storeId: store }), storeId: store };
    expect((await stats('/merchant/click/', 1, who)).body.value).toMatchObject({
      total: 12,
      raw: 24,
      visitors: 12,
    });
    expect((await stats('/merchant/exposure/', 1, who)).body.value).toMatchObject({
      total: 12,
      raw: 24,
      visitors: 12,
    });
  });

  it('refuses any period but 1, 7 and 30', async () => {
    for (const path of [
      '/merchant/click/',
      '/merchant/exposure/',
      '/order/quantity/',
      '/funnel',
      '/overview',
    ])
      for (const days of [0, 2, 31, 'abc', '7.5']) {
        const res = await stats(path, days);
        expect([res.status, res.body.code, res.body.message]).toEqual([
          400,
          -400,
          'days must be 1 (yesterday), 7 (last seven days) or 30 (last month)',
        ]);
      }
    const zh = await storeCall(t, owner, 'GET', '/statistics/funnel?days=3', undefined, 'zh');
    expect(zh.body.message).toBe('days 只能是 1（昨日）、7（近七日）或 30（近一月）');
    expect((await storeCall(t, owner, 'GET', '/statistics/overview')).body.code).toBe(-400);
  });

  it('refuses an employee without statistics:view (-403) and answers one holding it', async () => {
    const staff = await createMerchant(db, { stores: 0 });
    const employment = await insertEmployment(db, {
      owner: me.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [storeA],
    });
    const who = {
      token: await createSessionToken(db, staff.accountId, { storeId: storeA }),
      storeId: storeA,
    };
    const paths = ['/merchant/click/', '/merchant/exposure/', '/order/quantity/', '/funnel', '/overview'];
    for (const path of paths) expect((await stats(path, 7, who)).body.code).toBe(-403);
    const view = await db
      .selectFrom('menu_functions')
      .select('id')
      .where('name', '=', 'statistics:view')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('employee_functions')
      .values({ employee_id: employment, function_id: view.id })
      .execute();
    for (const path of paths) expect((await stats(path, 7, who)).body.code).toBe(0);
    // Another store's id in the header: refused.
    const outsider = await createMerchant(db, { stores: 1 });
    const theirs = { token: await createSessionToken(db, outsider.accountId), storeId: storeA };
    expect((await stats('/funnel', 7, theirs)).body.code).toBe(-403);
  });
});
