import { type CreateTableBuilder, sql } from 'kysely';
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
 * time (one statement a batch: a JSON array on SQLite, arrays on PostgreSQL), into a table without
 * a key; the key is built once at the end, from sorted rows. Written straight into the keyed
 * table in 1,000-row INSERTs, the rows of each batch landed all over its b-tree: 100,000 members
 * (3.9 million rows) took 287 s on SQLite (a loaded machine, load average 12).
 */
const MEMBERS_PER_BATCH = 5_000;
const KEY: ('store_id' | 'field' | 'gram' | 'member_id')[] = ['store_id', 'field', 'gram', 'member_id'];

/** SQLite: one INSERT … SELECT FROM json_each(?) a batch, the rows as one JSON parameter. */
const insertSqlite = async (db: MigrationDb, table: string, rows: MemberSearchRow[]) => {
  const json = JSON.stringify(rows.map((r) => [r.store_id, r.field, r.gram, r.member_id]));
  await sql`insert into ${sql.table(table)} (store_id, field, gram, member_id)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3 from json_each(${json})`.execute(db);
};

/** PostgreSQL: one INSERT … SELECT FROM unnest(arrays) a batch, four parameters however many rows. */
const insertPostgres = async (db: MigrationDb, table: string, rows: MemberSearchRow[]) => {
  await sql`insert into ${sql.table(table)} (store_id, field, gram, member_id)
    select * from unnest(${rows.map((r) => r.store_id)}::integer[], ${rows.map((r) => r.field)}::text[],
      ${rows.map((r) => r.gram)}::text[], ${rows.map((r) => r.member_id)}::integer[])`.execute(db);
};

/** Every member's rows into `table`, a batch of members at a time. */
const backfill = async (db: MigrationDb, dialect: 'sqlite' | 'postgres', table: string) => {
  let after = 0;
  for (;;) {
    const members: { id: number; store_id: number; full_name: string; phone: string | null }[] = await db
      .selectFrom('members')
      .select(['id', 'store_id', 'full_name', 'phone'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(MEMBERS_PER_BATCH)
      .execute();
    if (members.length === 0) return;
    const rows = members.flatMap((m) => memberSearchRows(m.store_id, m.id, m));
    if (rows.length > 0)
      await (dialect === 'postgres' ? insertPostgres(db, table, rows) : insertSqlite(db, table, rows));
    after = (members.at(-1) as { id: number }).id;
  }
};

const columns = (table: CreateTableBuilder<string, never>) =>
  table
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('gram', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull());

export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  if (dialect === 'postgres') {
    // The key after the rows: PostgreSQL builds its index by sorting them once.
    await columns(db.schema.createTable('member_search_grams')).execute();
    await backfill(db, dialect, 'member_search_grams');
    await db.schema
      .alterTable('member_search_grams')
      .addPrimaryKeyConstraint('member_search_grams_pk', KEY)
      .execute();
    return;
  }
  // SQLite cannot add a key to a table: the rows go to a plain table, then over in key order.
  await columns(db.schema.createTable('member_search_grams'))
    .addPrimaryKeyConstraint('member_search_grams_pk', KEY)
    .modifyEnd(sql`without rowid`)
    .execute();
  await sql`create temp table member_search_grams_load (store_id integer, field text, gram text, member_id integer)`.execute(
    db,
  );
  await backfill(db, dialect, 'member_search_grams_load');
  // A sorter with room for the rows (256 MiB) instead of spilling 2 MiB runs to disk.
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  await sql`pragma cache_size = -262144`.execute(db);
  await sql`insert into member_search_grams (store_id, field, gram, member_id)
    select store_id, field, gram, member_id from member_search_grams_load
    order by store_id, field, gram, member_id`.execute(db);
  await sql.raw(`pragma cache_size = ${Number(rows[0]?.cache_size ?? -2000)}`).execute(db);
  await sql`drop table member_search_grams_load`.execute(db);
};
