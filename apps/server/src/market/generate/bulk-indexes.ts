import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** An index the load dropped, with the statement that builds it again. */
interface SetAside {
  name: string;
  definition: string;
}

/**
 * The secondary indexes of the tables the generator fills, dropped before the load and built
 * again after it (docs/market.md "Generating a year"): one sorted build per index is far
 * cheaper than millions of random inserts into each, once an index outgrows the cache. Only
 * indexes of the schema's own `create index` statements are set aside; primary keys and the
 * indexes behind constraints stay, so foreign keys and ids are checked during the load as before.
 */
export const setIndexesAside = async (
  db: Database,
  kind: 'sqlite' | 'postgres',
  tables: readonly string[],
): Promise<SetAside[]> => {
  const { rows } =
    kind === 'sqlite'
      ? await sql<SetAside>`select name, sql as definition from sqlite_master
          where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db)
      : await sql<SetAside>`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename in (${sql.join(tables)})
            and indexname not in (select conname from pg_constraint)`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return rows;
};

/** Builds the set-aside indexes again; PostgreSQL may use more memory for the sorts. */
export const restoreIndexes = async (db: Database, kind: 'sqlite' | 'postgres', indexes: SetAside[]) => {
  await db.connection().execute(async (connection) => {
    if (kind === 'postgres') await sql`set maintenance_work_mem = '512MB'`.execute(connection);
    try {
      for (const index of indexes) await sql.raw(index.definition).execute(connection);
    } finally {
      // The connection goes back to the pool: the app's own work keeps the server's setting.
      if (kind === 'postgres') await sql`reset maintenance_work_mem`.execute(connection);
    }
  });
};
