import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for this Node.js. better-sqlite3 12 (built on node::ObjectWrap) aborts the
 * process on Node 24.19 and later whenever the garbage collector frees a statement outside
 * JavaScript (`RemoveEnvironmentCleanupHook: (env) != nullptr`, at start-up here); 13 (Node-API)
 * fixes that but crashes on Node 20. Both are installed (13 under the alias
 * `better-sqlite3-napi`, which has no install step) and the API is the same.
 * A module of its own, with nothing else in it, so that the browser tests' fixtures open the
 * server's file with the driver the server uses (12 is built for Node 20's ABI only).
 */
export const SQLite: typeof BetterSqlite3 = createRequire(import.meta.url)(
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3',
);
