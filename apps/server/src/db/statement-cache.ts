import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many distinct statements are kept prepared (the app issues a few hundred). */
const CACHED_STATEMENTS = 1000;

/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept and reused by SQL
 * text (least recently used dropped first). Kysely prepares every query anew, and preparing was
 * about a fifth of the server's CPU on a card check-in; a prepared statement is reusable, and
 * SQLite prepares it again by itself when the schema changes under it.
 */
export const withStatementCache = (sqlite: SqliteConnection, size = CACHED_STATEMENTS): SqliteDatabase => {
  const prepared = new Map<string, Statement>();
  return {
    close: () => {
      prepared.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const cached = prepared.get(sql);
      if (cached) {
        // Most recently used last: the first key is the one to drop.
        prepared.delete(sql);
        prepared.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      prepared.set(sql, statement);
      if (prepared.size > size) prepared.delete(prepared.keys().next().value as string);
      return statement;
    },
  };
};
