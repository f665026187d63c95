import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../lib/time';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

/**
 * 2026-11-21-0005-account-uploads on a database that already holds files: store_id becomes
 * nullable (a table rebuild on SQLite), and nothing else changes.
 */
describe('migration 0005: uploaded_files.store_id nullable', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;
  let accountId: number;
  let storeId: number;
  const before: Record<string, unknown>[] = [];

  const file = (n: number, store: number | null) => ({
    store_id: store,
    account_id: accountId,
    key: `stores/${store}/2026/11/${String(n).padStart(16, '0')}-f${n}.jpg`,
    file_name: `f${n}.jpg`,
    size: 5_368_709_120 - n,
    content_type: 'image/jpeg',
    md5: n % 2 ? null : 'd41d8cd98f00b204e9800998ecf8427e',
    purpose: 'image',
    created_at: isoNow(),
  });

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-21-0004-onboarding');
    const now = isoNow();
    ({ id: accountId } = await db
      .insertInto('accounts')
      .values({
        username: 'm1',
        phone: null,
        password_hash: 'x',
        name: 'M',
        avatar: '',
        role: 2,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: storeId } = await db
      .insertInto('stores')
      .values({ name: 'S', city: '', address: '', phone: '', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow());
    for (const n of [1, 2, 3]) await db.insertInto('uploaded_files').values(file(n, storeId)).execute();
    // The newest file was deleted: its id must not come back (qualifications keep ids).
    await db.deleteFrom('uploaded_files').where('key', '=', file(3, storeId).key).execute();
    before.push(...(await db.selectFrom('uploaded_files').selectAll().orderBy('id').execute()));
    await migrateToLatest(db, kind);
  });
  afterAll(() => drop());

  it('keeps every row as it was', async () => {
    expect(await db.selectFrom('uploaded_files').selectAll().orderBy('id').execute()).toEqual(before);
    expect(before).toHaveLength(2);
  });

  it('accepts files without a store, never reusing a deleted id', async () => {
    const { id } = await db
      .insertInto('uploaded_files')
      .values({ ...file(4, null), key: `accounts/${accountId}/2026/11/0000000000000004-f4.jpg` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(3);
  });

  it('keeps the constraints: unique key, not-null account, foreign keys with cascade', async () => {
    await expect(db.insertInto('uploaded_files').values(file(1, storeId)).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('uploaded_files')
        .values({ ...file(5, storeId), account_id: null as unknown as number })
        .execute(),
    ).rejects.toThrow();
    await expect(db.insertInto('uploaded_files').values(file(6, 999_999)).execute()).rejects.toThrow();
    await db.deleteFrom('stores').where('id', '=', storeId).execute();
    const left = await db.selectFrom('uploaded_files').select('store_id').execute();
    expect(left).toEqual([{ store_id: null }]);
  });

  it('has both indexes and no leftovers of the rebuild', async () => {
    const indexes =
      kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'uploaded_files' and name not like 'sqlite_%'`.execute(db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'uploaded_files' and indexname like 'uploaded_files_%_idx'`.execute(db);
    expect(indexes.rows.map((r) => r.name).sort()).toEqual([
      'uploaded_files_account_idx',
      'uploaded_files_store_idx',
    ]);
    if (kind === 'sqlite') {
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
        and name like 'uploaded_files%'`.execute(db);
      expect(tables.rows.map((r) => r.name)).toEqual(['uploaded_files']);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    }
  });
});
