import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Config } from '../../config';
import { SQLite } from '../../db/sqlite-driver';

/** One row as written: column → number, text or null (the builders give every row of a table the same columns). */
export type Row = Record<string, string | number | null>;

/**
 * The generator's bulk path (docs/market.md "Generating a year"): rows are buffered per table
 * and written in batches, each batch in one transaction, parents before children (FK order).
 * SQLite: prepared multi-row INSERTs on the generator's own connection. PostgreSQL: COPY … FROM
 * STDIN in its text format. Ids are given by the
 * generator (`nextId`), so children know their parents' ids without a round trip; PostgreSQL's
 * identity sequences are moved past them at the end.
 */
export interface BulkSink {
  readonly kind: 'sqlite' | 'postgres';
  nextId: (table: string) => number;
  add: (table: string, row: Row) => void;
  /** Starts writing the buffered rows when a batch is full (after the batch before them is in). */
  maybeFlush: () => Promise<void>;
  flush: () => Promise<void>;
  /** Rows written per table so far. */
  counts: Map<string, number>;
  close: () => Promise<void>;
}

/** Tables in the order their rows may be written (a parent before the rows that name it). */
export const TABLE_ORDER = [
  'accounts',
  'stores',
  'store_managers',
  'store_claims',
  'courses',
  'members',
  'member_search_grams',
  'orders',
  'order_items',
  'payments',
  'payment_notifications',
  'vouchers',
  'coupon_redemptions',
  'order_refunds',
  'consumer_reviews',
  'ledger_entries',
  'audit_events',
  'system_messages',
  'listing_events',
  'statistics_daily',
] as const;

const BATCH_ROWS = 20_000;

interface Buffer {
  columns: string[];
  rows: Row[];
}

const sqliteSink = (
  file: string,
  maxIds: Map<string, number>,
): BulkSink & { raw: InstanceType<typeof SQLite> } => {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // A crashed generation is started again from an empty database, so the bulk connection
  // skips the fsyncs; and its indexes (millions of random inserts) need far more than SQLite's
  // default 2 MB of page cache to stay off the disk.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1048576');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 10000');
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  const statementFor = (table: string, columns: string[], n: number) => {
    const key = `${table}|${n}`;
    let statement = statements.get(key);
    if (!statement) {
      const one = `(${columns.map(() => '?').join(',')})`;
      statement = db.prepare(
        `insert into ${table} (${columns.map((c) => `"${c}"`).join(',')}) values ${Array(n).fill(one).join(',')}`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  const write = db.transaction((buffers: [string, Buffer][]) => {
    for (const [table, { columns, rows }] of buffers) {
      const chunk = Math.max(1, Math.min(500, Math.floor(30_000 / columns.length)));
      for (let i = 0; i < rows.length; i += chunk) {
        const part = rows.slice(i, i + chunk);
        const values: (string | number | null)[] = [];
        for (const row of part) for (const c of columns) values.push(row[c] ?? null);
        statementFor(table, columns, part.length).run(values);
      }
    }
  });
  return {
    ...base(
      'sqlite',
      maxIds,
      async (buffers) => write(buffers),
      async () => {
        db.close();
      },
    ),
    raw: db,
  };
};

/** COPY's text format: \N for null, backslash escapes for the characters that end a field or a row. */
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const copyField = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? '\\N'
    : typeof value === 'number'
      ? String(value)
      : value.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c] as string);

/** The rows as COPY text, a few hundred rows to a chunk. */
function* copyLines(columns: string[], rows: Row[]) {
  for (let i = 0; i < rows.length; i += 500) {
    let chunk = '';
    for (const row of rows.slice(i, i + 500))
      chunk += `${columns.map((c) => copyField(row[c])).join('\t')}\n`;
    yield chunk;
  }
}

const postgresSink = async (url: string, maxIds: Map<string, number>): Promise<BulkSink> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A generation that dies is run again into a new database, so its commits need not wait for
  // the WAL to reach the disk.
  await client.query('set synchronous_commit = off');
  // The rows are written parents first by construction, so a superuser's load skips the
  // per-row foreign-key triggers (half of the time a COPY takes); the ledger and sample checks
  // still read the result. Another role keeps them.
  await client.query('set session_replication_role = replica').catch(() => {});
  const written = new Set<string>();
  return base(
    'postgres',
    maxIds,
    async (buffers) => {
      await client.query('begin');
      try {
        for (const [table, { columns, rows }] of buffers) {
          written.add(table);
          const copy = client.query(
            copyFrom(`copy ${table} (${columns.map((c) => `"${c}"`).join(',')}) from stdin`),
          );
          await pipeline(Readable.from(copyLines(columns, rows)), copy);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async () => {
      // The identity columns continue after the ids the generator gave.
      for (const table of written) {
        const { rows } = await client.query(
          `select column_name from information_schema.columns where table_name = $1 and column_name = 'id'`,
          [table],
        );
        if (rows.length > 0)
          await client.query(
            `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
          );
      }
      await client.end();
    },
  );
};

const base = (
  kind: 'sqlite' | 'postgres',
  maxIds: Map<string, number>,
  write: (buffers: [string, Buffer][]) => Promise<void>,
  close: () => Promise<void>,
): BulkSink => {
  const buffers = new Map<string, Buffer>();
  const counts = new Map<string, number>();
  let buffered = 0;
  // The batch being written. The next one is built meanwhile (PostgreSQL writes while the
  // generator draws), and starts only once this one is committed, so a parent's batch is
  // always in before its children's.
  let writing: Promise<void> = Promise.resolve();
  const startWrite = async () => {
    if (buffered === 0) return;
    const order: [string, Buffer][] = [...buffers.entries()]
      .filter(([, b]) => b.rows.length > 0)
      .sort(
        ([a], [b]) =>
          TABLE_ORDER.indexOf(a as (typeof TABLE_ORDER)[number]) -
          TABLE_ORDER.indexOf(b as (typeof TABLE_ORDER)[number]),
      )
      .map(([table, b]) => [table, { columns: b.columns, rows: b.rows }]);
    for (const [, b] of buffers) b.rows = [];
    buffered = 0;
    await writing;
    writing = write(order).then(() => {
      for (const [table, b] of order) counts.set(table, (counts.get(table) ?? 0) + b.rows.length);
    });
    // A failed write is thrown by the next startWrite or flush, not as an unhandled rejection.
    writing.catch(() => {});
  };
  const flush = async () => {
    await startWrite();
    await writing;
  };
  return {
    kind,
    counts,
    nextId: (table) => {
      const id = (maxIds.get(table) ?? 0) + 1;
      maxIds.set(table, id);
      return id;
    },
    add: (table, row) => {
      let b = buffers.get(table);
      if (!b) {
        if (!TABLE_ORDER.includes(table as (typeof TABLE_ORDER)[number]))
          throw new Error(`the generator does not write ${table}`);
        b = { columns: Object.keys(row), rows: [] };
        buffers.set(table, b);
      }
      b.rows.push(row);
      buffered += 1;
    },
    maybeFlush: async () => {
      if (buffered >= BATCH_ROWS) await startWrite();
    },
    flush,
    close: async () => {
      await flush();
      await close();
    },
  };
};

/** Opens the sink on the configured database, ids continuing after `maxIds` (table → highest id). */
export const openBulkSink = async (
  database: Config['database'],
  maxIds: Map<string, number>,
): Promise<BulkSink> =>
  database.kind === 'postgres' ? postgresSink(database.url, maxIds) : sqliteSink(database.file, maxIds);
