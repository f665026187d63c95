import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { checkLedger } from '../lib/ledger/ledger-check';
import { seedDemo } from '../seed/seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { serveInProcess, simulate } from './simulate';

/** Counts the database holds for the simulated consumers' orders. */
const counts = async (db: Database, phones: string[]) => {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('buyer_phone', 'in', phones)
    .execute();
  const ids = orders.map((o) => o.id);
  const none = [-1];
  const redemptions = await db
    .selectFrom('coupon_redemptions')
    .select(['source', 'undone_at'])
    .where('order_id', 'in', ids.length > 0 ? ids : none)
    .execute();
  const bookings = await db
    .selectFrom('bookings')
    .select('id')
    .where('order_id', 'in', ids.length > 0 ? ids : none)
    .execute();
  const reviews = await db
    .selectFrom('consumer_reviews')
    .select('id')
    .where('order_id', 'in', ids.length > 0 ? ids : none)
    .execute();
  return {
    orders: orders.length,
    paid: orders.filter((o) => o.status !== 'unpaid' && o.status !== 'closed' && o.status !== 'cancelled')
      .length,
    bookings: bookings.length,
    checkins: redemptions.filter((r) => r.source === 'booking').length,
    redemptions: redemptions.filter((r) => r.source === 'desk').length,
    undos: redemptions.filter((r) => r.undone_at !== null).length,
    reviews: reviews.length,
  };
};

describe('market simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
  });
  afterAll(() => t.close());

  it('runs a tiny month through the gateway; its summary matches the database and the ledger checks', async () => {
    const served = await serveInProcess(t.app);
    try {
      const summary = await simulate({
        base: served.base,
        days: 2,
        consumers: 5,
        seed: 7,
        codeFor: async (phone) => t.sms.filter((m) => m.phone === phone).at(-1)?.code as string,
      });
      expect(summary.signed_in).toBeGreaterThan(0);
      expect(summary.orders).toBeGreaterThan(0);
      expect(summary.paid + summary.failed + summary.never_paid).toBeLessThanOrEqual(summary.orders);
      const db = await counts(t.app.deps.db, summary.account_phones);
      expect(db).toEqual({
        orders: summary.orders,
        paid: summary.paid,
        bookings: summary.bookings,
        checkins: summary.checkins,
        redemptions: summary.redemptions,
        undos: summary.undos,
        reviews: summary.reviews,
      });
      expect((await checkLedger(t.app.deps.db)).differences).toEqual([]);
    } finally {
      await served.close();
    }
  }, 30_000);
});
