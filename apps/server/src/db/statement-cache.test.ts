import type { Database as SqliteConnection } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

/** A stand-in connection that counts what it prepares (each statement a new object). */
const countingConnection = () => {
  const prepared: string[] = [];
  let closed = false;
  const connection = {
    prepare: (sql: string) => {
      prepared.push(sql);
      return { sql, reader: sql.startsWith('select') };
    },
    close: () => {
      closed = true;
    },
  } as unknown as SqliteConnection;
  return { connection, prepared, isClosed: () => closed };
};

describe('the SQLite statement cache', () => {
  it('prepares each SQL text once and hands the same statement back', () => {
    const { connection, prepared } = countingConnection();
    const db = withStatementCache(connection);
    const first = db.prepare('select 1');
    expect(db.prepare('select 1')).toBe(first);
    expect(db.prepare('select 2')).not.toBe(first);
    expect(prepared).toEqual(['select 1', 'select 2']);
  });

  it('drops the least recently used statement beyond its size, and closes the connection', () => {
    const { connection, prepared, isClosed } = countingConnection();
    const db = withStatementCache(connection, 2);
    db.prepare('select a');
    db.prepare('select b');
    db.prepare('select a'); // a is now the most recent: b goes first
    db.prepare('select c');
    db.prepare('select a');
    db.prepare('select b');
    expect(prepared).toEqual(['select a', 'select b', 'select c', 'select b']);
    db.close();
    expect(isClosed()).toBe(true);
  });
});
