import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../lib/time';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

/**
 * 2026-11-26-0004-audit-scope on a database that already holds events: store_id becomes
 * nullable and no foreign key (a table rebuild on SQLite), rows, ids and indexes stay, and the
 * log refuses changes.
 */
describe('migration 2026-11-26-0004: audit events without a store', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;
  let storeId: number;
  let before: Record<string, unknown>[];

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-25-0081-card-type-index');
    const now = isoNow();
    ({ id: storeId } = await db
      .insertInto('stores')
      .values({ name: 'S', city: '', address: '', phone: '', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow());
    const event = (n: number) => ({
      actor_account_id: null,
      store_id: storeId,
      entity: 'coach',
      entity_id: n,
      from_state: null,
      to_state: 'active',
      reason: `r${n}`,
      at: now,
      request_id: null,
    });
    for (const n of [1, 2, 3]) await db.insertInto('audit_events').values(event(n)).execute();
    before = await db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    await migrateToLatest(db, kind);
  });
  afterAll(() => drop());

  it('keeps every row as it was and hands out the next id', async () => {
    expect(await db.selectFrom('audit_events').selectAll().orderBy('id').execute()).toEqual(before);
    const { id } = await db
      .insertInto('audit_events')
      .values({ ...before[0], id: undefined, store_id: null } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(Number(before.at(-1)?.id) + 1);
  });

  it('has the indexes, the stores list and no leftovers of the rebuild', async () => {
    const indexes =
      kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name in ('audit_events', 'audit_event_stores')
            and name not like 'sqlite_%'`.execute(db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename in ('audit_events', 'audit_event_stores') and indexname like '%_idx'`.execute(db);
    expect(indexes.rows.map((r) => r.name).sort()).toEqual([
      'audit_event_stores_store_idx',
      'audit_events_at_idx',
      'audit_events_entity_idx',
      // 2026-11-26-0005 replaced the rebuild's (store_id, at) index by (store_id, at, id).
      'audit_events_store_time_idx',
    ]);
    const tables =
      kind === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name like 'audit%'`.execute(db)
        : await sql<{
            name: string;
          }>`select tablename as name from pg_tables where tablename like 'audit%'`.execute(db);
    expect(tables.rows.map((r) => r.name).sort()).toEqual(['audit_event_stores', 'audit_events']);
  });

  it('lets the store go and keeps its events; refuses UPDATE and DELETE', async () => {
    await db.deleteFrom('stores').where('id', '=', storeId).execute();
    expect(
      await db.selectFrom('audit_events').select('store_id').where('store_id', '=', storeId).execute(),
    ).toHaveLength(3);
    await expect(sql`update audit_events set reason = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
  });
});
