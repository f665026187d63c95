import { sql } from 'kysely';
import { type MemberSearchRow, memberSearchRows } from '../../features/member/member-search';
import type { MigrationDb } from './schema-helpers';

/**
 * The member list's search table (docs/members.md "Search", features/member/member-search.ts):
 * each distinct 1-, 2- and 3-character substring of a member's case-folded name and phone, keyed
 * (store, field, gram, member) so that a store's members holding a gram are one index range. On
 * SQLite the table is WITHOUT ROWID: the key is the table, with no second copy in an index.
 * `member_id` has no foreign key: the check on each of ~30 rows a member would read `members`,
 * and a cascade from a member would need an index by member that no query uses (members are
 * not deleted; a store's rows go with the store). A stray row could only add a candidate: the
 * list checks each candidate against the member's own name or phone.
 *
 * The backfill computes the rows with the same function the services use, 5,000 members at a
 * time: SQLite in multi-row INSERTs, PostgreSQL in one INSERT … SELECT FROM unnest(arrays) per
 * batch (four parameters however many rows).
 */
const MEMBERS_PER_BATCH = 5_000;
const SQLITE_ROWS_PER_INSERT = 1_000;

const insertSqlite = async (db: MigrationDb, rows: MemberSearchRow[]) => {
  for (let i = 0; i < rows.length; i += SQLITE_ROWS_PER_INSERT)
    await db
      .insertInto('member_search_grams')
      .values(rows.slice(i, i + SQLITE_ROWS_PER_INSERT))
      .execute();
};

const insertPostgres = async (db: MigrationDb, rows: MemberSearchRow[]) => {
  await sql`insert into member_search_grams (store_id, field, gram, member_id)
    select * from unnest(${rows.map((r) => r.store_id)}::integer[], ${rows.map((r) => r.field)}::text[],
      ${rows.map((r) => r.gram)}::text[], ${rows.map((r) => r.member_id)}::integer[])`.execute(db);
};

export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  let table = db.schema
    .createTable('member_search_grams')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('gram', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_search_grams_pk', ['store_id', 'field', 'gram', 'member_id']);
  if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  await table.execute();

  let after = 0;
  for (;;) {
    const members: { id: number; store_id: number; full_name: string; phone: string | null }[] = await db
      .selectFrom('members')
      .select(['id', 'store_id', 'full_name', 'phone'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(MEMBERS_PER_BATCH)
      .execute();
    if (members.length === 0) break;
    const rows = members.flatMap((m) => memberSearchRows(m.store_id, m.id, m));
    if (rows.length > 0) await (dialect === 'postgres' ? insertPostgres(db, rows) : insertSqlite(db, rows));
    after = (members.at(-1) as { id: number }).id;
  }
};
