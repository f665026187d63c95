import { chinaDate } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { checkLedger } from '../lib/ledger/ledger-check';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_LEGAL_NAME, demoFirstStoreId } from './demo-store';
import { DEMO_REJECTION_REASON } from './market-finance';
import type { DemoMonth } from './market-month';
import { seedIfEmpty } from './seed';

/**
 * The demo seed's month of trade (docs/market.md "The simulated month"), smaller than the demo's
 * own (120 consumers) to stay quick, but over the whole 30 days.
 */
const MONTH: DemoMonth = { days: 30, consumers: 40, activity: 0.3, seed: 2026 };

describe('the demo seed’s simulated month', () => {
  let t: TestApp;
  let token: string;
  let storeId: number;
  const get = async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'x-store-id': String(storeId) },
    });
    expect(res.json().code, url).toBe(0);
    return res.json().value;
  };
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'x-store-id': String(storeId) },
      payload,
    });
    expect(res.json().code, url).toBe(0);
    return res.json().value;
  };

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedIfEmpty(t.app, loadConfig({ NODE_ENV: 'development' }), { month: MONTH })).toBe(true);
    token = await signIn(t.app, 'demo', 'demo123');
    storeId = (await demoFirstStoreId(t.app.deps.db)) as number;
  }, 300_000);
  afterAll(() => t.close());

  it('gives the real clock back', () => {
    expect((Date as { timeMachine?: boolean }).timeMachine).toBeUndefined();
    expect(Math.abs(Date.now() - performance.timeOrigin - performance.now())).toBeLessThan(5_000);
  });

  it('spreads orders over the month: on at least 20 of the last 30 China days', async () => {
    const orders = await t.app.deps.db
      .selectFrom('orders')
      .select(['created_at', 'paid_at'])
      .where('store_id', '=', storeId)
      .execute();
    const days = new Set(orders.map((o) => chinaDate(new Date(o.created_at))));
    const month = new Set(Array.from({ length: 30 }, (_, i) => chinaDate(new Date(), -i)));
    expect([...days].every((d) => month.has(d))).toBe(true);
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(orders.every((o) => o.paid_at === null || o.paid_at >= o.created_at)).toBe(true);
    expect(orders.every((o) => o.created_at <= new Date().toISOString())).toBe(true);
  });

  it('has statistics for yesterday, the week and the month', async () => {
    for (const days of [1, 7, 30]) {
      expect(
        (await get(`/statistics/merchant/exposure/?days=${days}`)).total,
        `exposures ${days}`,
      ).toBeGreaterThan(0);
      expect((await get(`/statistics/merchant/click/?days=${days}`)).total, `clicks ${days}`).toBeGreaterThan(
        0,
      );
    }
    // Paid orders: the week and the month (one day of a small month may have none).
    for (const days of [7, 30])
      expect((await get(`/statistics/order/quantity/?days=${days}`)).total, `orders ${days}`).toBeGreaterThan(
        0,
      );
    const funnel = await get('/statistics/funnel?days=30');
    expect(funnel.steps.map((s: { step: string; count: number }) => s.count > 0)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const overview = await get('/statistics/overview?days=30');
    expect(overview.sessions.booked).toBeGreaterThan(0);
    expect(overview.sessions.attended).toBeGreaterThan(0);
    expect(overview.buyers).toBeGreaterThan(0);
  });

  it('binds the default withdrawal account in the owner’s legal name, usable since the first days', async () => {
    const accounts = await post('/withdrawal/account/list', { pageable: { page: 1, size: 10 } });
    expect(accounts.content).toHaveLength(1);
    expect(accounts.content[0]).toMatchObject({ is_default: true, holder_name: DEMO_LEGAL_NAME, type: 3 });
    expect(accounts.content[0].usable_from < chinaDate(new Date(), -25)).toBe(true);
  });

  it('leaves a settled available balance and one withdrawal of each status', async () => {
    const balance = await get('/ledger/balance');
    expect(balance.available).toBeGreaterThanOrEqual(100_000);
    const page = await post('/withdrawal/list', { pageable: { page: 1, size: 20 } });
    const statuses = page.content.map((w: { status: string }) => w.status).sort();
    expect(statuses).toEqual(['failed', 'succeeded', 'withdrawing']);
    const byStatus = Object.fromEntries(page.content.map((w: { status: string }) => [w.status, w]));
    expect(byStatus.failed.failure_reason).toBe(DEMO_REJECTION_REASON);
    expect(balance.withdrawing).toBe(byStatus.withdrawing.amount);
    // Settled by the settlement job: redemptions past their undo window, the fee taken.
    const settled = await t.app.deps.db
      .selectFrom('coupon_redemptions')
      .select(['status'])
      .where('store_id', '=', storeId)
      .where('status', '=', 'settled')
      .execute();
    expect(settled.length).toBeGreaterThan(0);
    expect((await checkLedger(t.app.deps.db)).differences).toEqual([]);
  });
});
