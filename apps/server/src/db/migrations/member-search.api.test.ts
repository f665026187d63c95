import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSearchRows } from '../../features/member/member-search';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

/**
 * 2026-11-28-0001-member-search on a database that already holds members: the backfill writes
 * every member's search rows, the same rows the services write (more than one batch of 5,000).
 */
describe('migration 2026-11-28-0001: the member search table on a database with members', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;
  const at = '2026-11-20T02:00:00.000Z';
  const MEMBERS = 5_200;

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-27-0016-list-filter-indexes');
    const store = async (name: string) =>
      (
        await db
          .insertInto('stores')
          .values({ name, city: '上海', address: '', phone: '', created_at: at, created_by: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const stores = [await store('旧店'), await store('新店')];
    const rows = Array.from({ length: MEMBERS }, (_, i) => ({
      store_id: stores[i % 2] as number,
      full_name: i % 7 === 0 ? `Tom王${i}` : `会员${i}`,
      // Every tenth a child without a phone.
      phone: i % 10 === 0 ? null : `138${String(i).padStart(8, '0')}`,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('members')
        .values(rows.slice(i, i + 500))
        .execute();
    await migrateToLatest(db, kind);
  }, 120_000);
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('writes the search rows of every member, as the services compute them', async () => {
    const members = await db.selectFrom('members').select(['id', 'store_id', 'full_name', 'phone']).execute();
    expect(members).toHaveLength(MEMBERS);
    const expected = members
      .flatMap((m) => memberSearchRows(m.store_id, m.id, m))
      .map((r) => `${r.store_id}|${r.field}|${r.gram}|${r.member_id}`)
      .sort();
    const stored = (
      await db.selectFrom('member_search_grams').select(['store_id', 'field', 'gram', 'member_id']).execute()
    )
      .map((r) => `${r.store_id}|${r.field}|${r.gram}|${r.member_id}`)
      .sort();
    expect(stored.length).toBe(expected.length);
    expect(stored).toEqual(expected);
  });
});
