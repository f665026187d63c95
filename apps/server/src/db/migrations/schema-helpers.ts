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
