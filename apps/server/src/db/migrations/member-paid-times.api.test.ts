import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../features/statistics/statistics-test-kit';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateUpTo } from '../migrate';

/** 2026-11-28-0009-member-paid-times on a database with paid orders: each member's two latest. */
describe('migration 2026-11-28-0009: members’ paid times from the orders paid before it', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;
  const at = '2026-11-20T02:00:00.000Z';
  const members: Record<'three' | 'one' | 'unpaid' | 'none', number> = {
    three: 0,
    one: 0,
    unpaid: 0,
    none: 0,
  };

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-28-0008-member-page-index');
    const { id: storeId } = await db
      .insertInto('stores')
      .values({ name: '旧店', city: '上海', address: '', phone: '', created_at: at, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const key of Object.keys(members) as (keyof typeof members)[])
      members[key] = (
        await db
          .insertInto('members')
          .values({ store_id: storeId, full_name: key, phone: null, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // Orders as they stood before the migration: inserted without a member, then given theirs.
    const order = async (member: number, paidAt: string | null) => {
      const id = await insertOrder(db, storeId, paidAt);
      await db.updateTable('orders').set({ member_id: member }).where('id', '=', id).execute();
    };
    for (const paidAt of ['2026-11-01T10:00:00.000Z', '2026-11-09T10:00:00.000Z', '2026-11-05T10:00:00.000Z'])
      await order(members.three, paidAt);
    await order(members.one, '2026-10-01T10:00:00.000Z');
    await order(members.unpaid, null);
    await migrateUpTo(db, kind, '2026-11-28-0009-member-paid-times');
  });
  afterAll(() => drop());

  it('fills the latest and the one before from the paid orders only', async () => {
    const rows = await db
      .selectFrom('members')
      .select(['full_name', 'last_paid_at', 'prior_paid_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        full_name: 'three',
        last_paid_at: '2026-11-09T10:00:00.000Z',
        prior_paid_at: '2026-11-05T10:00:00.000Z',
      },
      { full_name: 'one', last_paid_at: '2026-10-01T10:00:00.000Z', prior_paid_at: null },
      { full_name: 'unpaid', last_paid_at: null, prior_paid_at: null },
      { full_name: 'none', last_paid_at: null, prior_paid_at: null },
    ]);
  });
});
