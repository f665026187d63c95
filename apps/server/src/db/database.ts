import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { SQLite } from './sqlite-driver';
import { withStatementCache } from './statement-cache';
import type { Tables } from './tables';

export type Database = Kysely<Tables>;

export type DialectKind = Config['database']['kind'];

/** How long a PostgreSQL call waits for a connection (from the pool, or a new one) before failing. */
export const CONNECT_TIMEOUT_MS = 5000;

/** The PostgreSQL pool behind each database openDatabase opened (the metrics read its counts). */
const pools = new WeakMap<Database, pg.Pool>();

/** The pool's counts on PostgreSQL; undefined on SQLite (one connection, no pool). */
export const poolStatsOf = (db: Database): { total: number; idle: number; waiting: number } | undefined => {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
};

/**
 * Opens the database that the configuration names: an embedded SQLite file or PostgreSQL.
 * `onIdleConnectionError` hears of a pooled PostgreSQL connection that failed while idle.
 */
export const openDatabase = (
  database: Config['database'],
  onIdleConnectionError: (error: Error) => void = () => {},
): Database => {
  if (database.kind === 'postgres') {
    // Return BIGINT counts as numbers: our counts never reach 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // A database that does not answer (a network cut, a host gone) fails the call after this
      // long instead of holding it: waiting for a pooled connection and opening a new one.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Finds a connection whose peer vanished without a word (no FIN, no RST).
      keepAlive: true,
      // PostgreSQL 14–16 size a Memoize node's hash table from the rows the join would give
      // without the LIMIT: a page of 20 redemptions with its four lookups spent 30 of its 33 ms
      // allocating and freeing tables for 100,000 entries (3.9 ms without). Lists join a page's
      // few rows to their parents by key, where Memoize saves nothing.
      options: '-c enable_memoize=off',
    });
    // A connection the server ends while it sits idle in the pool (a restart, a failover, an
    // administrator) is an 'error' event; unheard, it would stop the whole process. The pool
    // has already dropped that connection and the next query opens a new one.
    pool.on('error', onIdleConnectionError);
    // The same event on a connection checked out of the pool (a query under way, a transaction
    // between two statements) has no listener of the pool's, so each connection gets one of its
    // own. It has nothing more to do: the query under way is rejected with the error (and the
    // request answers -503), a later one is refused, and the pool drops the connection at release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers and the one writer work at once; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
};

/** True when the database answers a trivial query. */
export const isDatabaseReachable = async (db: Database): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
