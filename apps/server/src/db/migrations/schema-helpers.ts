import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Adds an auto-increment integer primary key that works on both databases: SQLite's
 * `integer primary key autoincrement`, PostgreSQL's identity column.
 */
export const withId = <T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: 'sqlite' | 'postgres',
): CreateTableBuilder<T, 'id'> =>
  dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export type MigrationDb = Kysely<any>;

/** Drops index `name` and creates it again on `table` over `columns`: an index that gains columns. */
export const recreateIndex = async (db: MigrationDb, name: string, table: string, columns: string[]) => {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on(table).columns(columns).execute();
};

/**
 * Makes `table` append-only: triggers refuse UPDATE and DELETE of its rows (and TRUNCATE on
 * PostgreSQL) with "<table> is append-only: <operation> refused" (the ledgers, the audit log).
 */
export const refuseRowChanges = async (db: MigrationDb, dialect: 'sqlite' | 'postgres', table: string) => {
  const name = sql.raw(table);
  if (dialect === 'postgres') {
    await sql`create or replace function refuse_append_only_change() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: % refused', tg_table_name, tg_op;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${name}
      for each row execute function refuse_append_only_change()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${name}
      for each statement execute function refuse_append_only_change()`.execute(db);
    return;
  }
  await sql`create trigger ${sql.raw(`${table}_no_update`)} before update on ${name}
    begin select raise(abort, ${sql.raw(`'${table} is append-only: UPDATE refused'`)}); end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${name}
    begin select raise(abort, ${sql.raw(`'${table} is append-only: DELETE refused'`)}); end`.execute(db);
};

/**
 * Rebuilds a SQLite table as https://www.sqlite.org/lang_altertable.html prescribes (SQLite
 * cannot change a column's NOT NULL or a foreign key in place): foreign keys off, then in one
 * transaction create `<table>_new` with `create`, copy `columns`, drop, rename, keep the
 * AUTOINCREMENT high-water mark (no id is handed out twice), run `after` (the indexes and
 * triggers the rebuild lost) and check every row's foreign keys.
 */
export const rebuildSqliteTable = async (
  db: MigrationDb,
  table: string,
  columns: string,
  create: (trx: MigrationDb, name: string) => Promise<unknown>,
  after: (trx: MigrationDb) => Promise<void>,
): Promise<void> => {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = rows[0]?.foreign_keys === 1;
  if (foreignKeys) await sql`pragma foreign_keys = off`.execute(db);
  const name = sql.raw(table);
  const copied = sql.raw(columns);
  try {
    await db.transaction().execute(async (trx) => {
      const sequence = await sql<{ seq: number }>`
        select seq from sqlite_sequence where name = ${table}`.execute(trx);
      const highWater = Number(sequence.rows[0]?.seq ?? 0);
      await create(trx, `${table}_new`);
      await sql`insert into ${sql.raw(`${table}_new`)} (${copied}) select ${copied} from ${name}`.execute(
        trx,
      );
      await trx.schema.dropTable(table).execute();
      await sql`alter table ${sql.raw(`${table}_new`)} rename to ${name}`.execute(trx);
      await sql`delete from sqlite_sequence where name = ${table}`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) values (${table},
        max(${highWater}, coalesce((select max(id) from ${name}), 0)))`.execute(trx);
      await after(trx);
      const broken = await sql`pragma foreign_key_check(${name})`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`${table}: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
};
