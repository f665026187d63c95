import { CompiledQuery, createQueryId, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCouponRepository } from '../../features/coupon/coupon.repository';
import { dailySteps } from '../../features/statistics/statistics-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Database } from '../database';

/**
 * 2026-11-28-0012-job-scan-indexes: the settlement and statistics jobs read an index range, not
 * the whole table. SQLite's plan of each statement the jobs' own code sends (`explain query
 * plan`); PostgreSQL's plans were read at 1M orders (docs/performance.md, session 29), where
 * its choice depends on the data's statistics.
 */
describe.skipIf(process.env.DATABASE_URL)('the jobs’ reads by index range (SQLite plans)', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
  });
  afterAll(() => t.close());

  /** SQLite's plan of every statement `read` sends, one text per statement. */
  const plansOf = async (read: (db: Database) => Promise<unknown>): Promise<string[]> => {
    const sent: RootOperationNode[] = [];
    await read(
      db.withPlugin({
        transformQuery: ({ node }) => {
          sent.push(node);
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
    );
    return Promise.all(
      sent.map(async (node) => {
        const query = db.getExecutor().compileQuery(node, createQueryId());
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        return plan.rows.map((row) => row.detail).join('\n');
      }),
    );
  };

  it('settles due redemptions in id order from the undoable ones alone', async () => {
    const [plan] = await plansOf((d) =>
      createCouponRepository(d).dueForSettlement('2026-11-28T00:00:00.000Z', 0, 200),
    );
    expect(plan).toContain('USING INDEX coupon_redemptions_due_idx (status=? AND id>?)');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('counts a day of each step from a range of a time index', async () => {
    const indexOf = {
      paid_orders: 'orders_paid_at_idx',
      redeemed: 'coupon_redemptions_created_idx',
      reviewed: 'consumer_reviews_created_idx',
    };
    for (const step of dailySteps) {
      const [plan] = await plansOf((d) =>
        step.count(d, '2026-11-27T16:00:00.000Z', '2026-11-28T16:00:00.000Z'),
      );
      expect(plan, step.column).toContain(`INDEX ${indexOf[step.column]} (`);
      expect(plan, step.column).not.toMatch(/^SCAN \w+$/m);
    }
  });
});
