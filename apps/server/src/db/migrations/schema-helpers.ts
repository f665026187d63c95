import type { CreateTableBuilder, Kysely } from 'kysely';

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
