import { chinaDate } from '@merchant/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptionHoursKeptAndCounted } from '../../features/coupon/coupon-test-kit';
import { memberSearchRows } from '../../features/member/member-search';
import { recomputeDay } from '../../features/statistics/statistics-steps';
import { checkLedger } from '../../lib/ledger/ledger-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type GenerateReport, generate } from './generate';
import { compareRows, runSampleCheck, type SampleCheckResult } from './sample-check';

/** `npm run market -- generate` at a small size, on SQLite or (DATABASE_URL) PostgreSQL. */
describe('market generate', () => {
  let t: TestApp;
  let report: GenerateReport;
  let sample: SampleCheckResult;
  let indexesBefore: string[];
  /** Every index with its definition, as the migrations left them. */
  const indexes = async () => {
    const { rows } =
      t.app.deps.config.database.kind === 'sqlite'
        ? await sql<{ d: string }>`select sql as d from sqlite_master where type = 'index'`.execute(
            t.app.deps.db,
          )
        : await sql<{
            d: string;
          }>`select indexdef as d from pg_indexes where schemaname = current_schema()`.execute(t.app.deps.db);
    return rows.map((r) => String(r.d)).sort();
  };
  const options = { stores: 2, members: 200, orders: 2000, seed: 7, days: 365, intoExisting: false };

  beforeAll(async () => {
    t = await createTestApp();
    indexesBefore = await indexes();
    report = await generate(t.app.deps.db, t.app.deps.config, options);
    sample = await runSampleCheck(t.app, report, options.seed);
  }, 120_000);
  afterAll(async () => t?.close());

  it('writes the asked sizes into its own chain', async () => {
    const db = t.app.deps.db;
    expect(report.owner).toBe('chain');
    expect(report.storeIds).toHaveLength(2);
    expect(report.counts.orders).toBe(2000);
    expect(report.counts.members).toBe(200);
    const count = async (table: 'orders' | 'members') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('store_id', 'in', report.storeIds)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The sample check's real order is one more.
    expect(await count('orders')).toBe(2001);
    expect(await count('members')).toBe(200);
    const phones = await db
      .selectFrom('members')
      .select('phone')
      .where('store_id', 'in', report.storeIds)
      .where('phone', 'is not', null)
      .execute();
    expect(new Set(phones.map((p) => p.phone)).size).toBe(phones.length);
    // The stores' sold titles, which the order list's item-name search reads, are the orders' own.
    const key = (r: { store_id: number; kind: string; title: string }) =>
      `${r.store_id}|${r.kind}|${r.title}`;
    const sold = await db
      .selectFrom('order_titles')
      .selectAll()
      .where('store_id', 'in', report.storeIds)
      .execute();
    const ordered = await db
      .selectFrom('orders')
      .select(['store_id', 'kind', 'title'])
      .distinct()
      .where('store_id', 'in', report.storeIds)
      .execute();
    expect(sold.map(key).sort()).toEqual(ordered.map(key).sort());
    expect(sold.length).toBeGreaterThan(2);
  });

  it('builds again every index it set aside for the load', async () => {
    expect(indexesBefore.length).toBeGreaterThan(100);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('gives every member the two latest paid times of their orders, as the payment keeps them', async () => {
    const db = t.app.deps.db;
    const orders = await db
      .selectFrom('orders')
      .select(['member_id', 'paid_at'])
      .where('store_id', 'in', report.storeIds)
      .where('member_id', 'is not', null)
      .where('paid_at', 'is not', null)
      .execute();
    const paid = new Map<number, string[]>();
    for (const o of orders)
      paid.set(o.member_id as number, [...(paid.get(o.member_id as number) ?? []), o.paid_at as string]);
    const members = await db
      .selectFrom('members')
      .select(['id', 'last_paid_at', 'prior_paid_at'])
      .where('store_id', 'in', report.storeIds)
      .execute();
    const expected = members.map((m) => {
      const times = (paid.get(m.id) ?? []).sort().reverse();
      return { id: m.id, last_paid_at: times[0] ?? null, prior_paid_at: times[1] ?? null };
    });
    expect(members.filter((m) => m.prior_paid_at !== null).length).toBeGreaterThan(20);
    expect(members).toEqual(expected);
  });

  it("counts the redemptions' hours the dashboard reads, the sample check's real one included", async () => {
    const hours = await redemptionHoursKeptAndCounted(t.app.deps.db, report.storeIds);
    expect(Object.keys(hours.kept).length).toBeGreaterThan(100);
    expect(hours.kept).toEqual(hours.counted);
  });

  it('writes every member’s search grams, the rows the services write (member-search.ts)', async () => {
    const db = t.app.deps.db;
    const members = await db
      .selectFrom('members')
      .select(['id', 'store_id', 'full_name', 'phone'])
      .where('store_id', 'in', report.storeIds)
      .execute();
    const key = (r: { store_id: number; field: string; gram: string; member_id: number }) =>
      `${r.store_id}|${r.field}|${r.gram}|${r.member_id}`;
    const expected = members.flatMap((m) => memberSearchRows(m.store_id, m.id, m)).map(key);
    const stored = (
      await db
        .selectFrom('member_search_grams')
        .select(['store_id', 'field', 'gram', 'member_id'])
        .where('store_id', 'in', report.storeIds)
        .execute()
    ).map(key);
    expect(expected.length).toBeGreaterThan(200 * 20);
    expect(stored.sort()).toEqual(expected.sort());
  });

  it('spreads the orders over the year with mixed states', async () => {
    const db = t.app.deps.db;
    const rows = await db
      .selectFrom('orders')
      .select(['created_at', 'status', 'refund_status'])
      .where('store_id', 'in', report.storeIds)
      .execute();
    const months = new Set(rows.map((r) => r.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const first = Date.parse(report.firstOrderAt as string);
    expect(Date.now() - first).toBeGreaterThan(300 * 86_400_000);
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ['paid', 'used', 'closed', 'cancelled']) expect(statuses).toContain(s);
    expect(rows.some((r) => r.refund_status === 'refunded')).toBe(true);
    // Weekends are busier than weekdays (China time).
    const perDay = [0, 0, 0, 0, 0, 0, 0];
    for (const r of rows) {
      const day = new Date(Date.parse(r.created_at) + 8 * 3_600_000).getUTCDay();
      perDay[day] = (perDay[day] as number) + 1;
    }
    expect((perDay[6] as number) + (perDay[0] as number)).toBeGreaterThan(
      ((perDay[2] as number) + (perDay[3] as number)) * 1.1,
    );
    const redemptions = await db
      .selectFrom('coupon_redemptions')
      .select('status')
      .where('store_id', 'in', report.storeIds)
      .execute();
    expect(new Set(redemptions.map((r) => r.status))).toContain('settled');
    // The steps' columns are what the statistics job's own recount finds (days before today:
    // today has the sample check's real order, which the job counts on its next run).
    const read = () =>
      db
        .selectFrom('statistics_daily')
        .select(['store_id', 'day', 'paid_orders', 'redeemed', 'reviewed'])
        .where('store_id', 'in', report.storeIds)
        .where('day', '<', chinaDate(new Date()))
        .orderBy('store_id')
        .orderBy('day')
        .execute();
    const steps = (rows: Awaited<ReturnType<typeof read>>) =>
      rows.map((d) => [d.store_id, d.day, Number(d.paid_orders), Number(d.redeemed), Number(d.reviewed)]);
    const written = await read();
    const days = [...new Set(written.map((d) => d.day))];
    for (const day of days.filter((_, i) => i % 30 === 0 || i >= days.length - 3))
      await recomputeDay(db, day);
    expect(steps(await read())).toEqual(steps(written));
    const daily = await db
      .selectFrom('statistics_daily')
      .select(['paid_orders', 'exposures'])
      .where('store_id', 'in', report.storeIds)
      .execute();
    expect(daily.reduce((s, d) => s + Number(d.paid_orders), 0)).toBeGreaterThan(1500);
  });

  it('matches the real services column by column, and the ledger balances', async () => {
    expect(sample.differences).toEqual([]);
    expect(sample.rowsCompared).toBeGreaterThan(15);
    expect(report.ledgerDifferences).toBe(0);
    expect((await checkLedger(t.app.deps.db)).differences).toEqual([]);
  });

  it('tells a difference when a column differs', () => {
    const real = [{ id: 1, reason: 'paid:P1', amount_fen: 100 }];
    expect(compareRows('audit_events', real, [{ id: 9, reason: 'paid:P77', amount_fen: 100 }])).toEqual([]);
    expect(compareRows('audit_events', real, [{ id: 9, reason: 'usage', amount_fen: 100 }])).toHaveLength(1);
    expect(compareRows('audit_events', real, [{ id: 9, reason: 'paid:P1' }])).toEqual([
      'audit_events[0].amount_fen: not generated',
    ]);
  });

  it('refuses a database with business data of its own unless told', async () => {
    await expect(
      generate(t.app.deps.db, t.app.deps.config, { ...options, orders: 1, members: 1 }),
    ).rejects.toThrow(/refusing to generate into a database with business data/);
  });
});
