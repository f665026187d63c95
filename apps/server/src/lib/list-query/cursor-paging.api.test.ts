import { Code } from '@merchant/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Cursor paging through the real HTTP call, on the list that grows fastest today: the system
 * messages (POST /message/system/list, docs/api.md "Cursor paging"), on SQLite and PostgreSQL.
 */
interface Row {
  id: number;
  title: string;
  created_time: string;
  read: boolean;
}

interface CursorAnswer {
  content: Row[];
  size: number;
  next: string | null;
  previous: string | null;
  total: number;
  total_capped: boolean;
}

const BASE = Date.UTC(2026, 0, 1);
/** Three rows share each second: the id breaks the ties. */
const timeOf = (index: number) => new Date(BASE + Math.floor(index / 3) * 1000).toISOString();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('cursor paging of a list (system messages)', { timeout: 600_000 }, () => {
  let t: TestApp;
  let db: Database;
  let walker: number;
  let walkerToken: string;
  let sorter: number;
  let sorterToken: string;

  const insert = async (
    rows: { account_id: number; title: string; created_time: string; read?: boolean }[],
  ) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 2000) {
      const inserted = await db
        .insertInto('system_messages')
        .values(
          rows.slice(start, start + 2000).map((r) => ({
            account_id: r.account_id,
            title: r.title,
            content: 'c',
            category: 'system',
            created_time: r.created_time,
            read_at: r.read ? '2026-12-01T00:00:00.000Z' : null,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => r.id));
    }
    return ids;
  };

  const list = async (token: string, body: object, lang = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message/system/list',
      headers: { ...bearer(token), 'accept-language': lang },
      payload: body,
    });
    return res.json() as { code: number; message: string; value: CursorAnswer };
  };
  const page = async (token: string, body: object) => {
    const answer = await list(token, body);
    expect(answer.code, answer.message).toBe(Code.OK);
    return answer.value;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    walker = (await createMerchant(db)).accountId;
    walkerToken = await createSessionToken(db, walker);
    sorter = (await createMerchant(db)).accountId;
    sorterToken = await createSessionToken(db, sorter);
  });
  afterAll(() => t.close());

  it('walks 100,000 rows in pages of 50 while rows are inserted: every earlier row once, in order', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      account_id: walker,
      title: `m${i}`,
      created_time: timeOf(i),
    }));
    const before = await insert(rows);
    expect(before).toHaveLength(100_000);
    // What autovacuum does after a bulk load in production: without statistics, PostgreSQL
    // guesses the account has a handful of rows and sorts them instead of walking the index.
    await sql`analyze system_messages`.execute(db);
    const earlier = new Set(before);

    const seen = new Map<number, number>();
    const walked: Row[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const answer = await page(walkerToken, { pageable: { after, size: 50 } });
      pages += 1;
      if (pages === 1) expect(answer).toMatchObject({ total: 1_000, total_capped: true, previous: null });
      for (const row of answer.content) {
        seen.set(row.id, (seen.get(row.id) ?? 0) + 1);
        walked.push(row);
      }
      if (answer.next === null) break;
      expect(answer.content).toHaveLength(50);
      after = answer.next;
      // Between pages: one row newer than all (before the walk's position, never seen) and
      // one among the old ones (seen or not, depending on where it lands).
      await insert([
        {
          account_id: walker,
          title: `new${pages}`,
          created_time: new Date(BASE + 10 ** 9 + pages).toISOString(),
        },
        { account_id: walker, title: `mid${pages}`, created_time: timeOf((pages * 7919) % 100_000) },
      ]);
    }

    expect(pages).toBeGreaterThanOrEqual(2000);
    for (const id of earlier) expect(seen.get(id)).toBe(1);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    // Newest first, the id (descending too) breaking ties of equal times.
    for (let i = 1; i < walked.length; i += 1) {
      const [a, b] = [walked[i - 1]!, walked[i]!];
      expect(a.created_time > b.created_time || (a.created_time === b.created_time && a.id > b.id)).toBe(
        true,
      );
    }
    expect(walked[0]?.title).toBe('m99999');
    expect(walked.at(-1)?.title).toBe('m0');
  });

  /** 30 rows: 3 titles (ties), 10 times with 3 rows each (ties), some read. */
  const titles = ['beta', 'alpha', 'gamma'];
  let small: { id: number; title: string; created_time: string; read: boolean }[] = [];
  beforeAll(async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      account_id: sorter,
      title: titles[i % 3]!,
      created_time: timeOf(i),
      read: i % 4 === 0,
    }));
    const ids = await insert(rows);
    small = rows.map((r, i) => ({ id: ids[i]!, title: r.title, created_time: r.created_time, read: r.read }));
  });

  /** Every page forwards, then every page backwards from the last, as ids. */
  const walk = async (body: { restrictions?: object[]; sorts?: object[] }, size: number) => {
    const forward: number[][] = [];
    let answer = await page(sorterToken, { ...body, pageable: { size } });
    forward.push(answer.content.map((r) => r.id));
    while (answer.next) {
      answer = await page(sorterToken, { ...body, pageable: { after: answer.next, size } });
      forward.push(answer.content.map((r) => r.id));
    }
    const backward: number[][] = [answer.content.map((r) => r.id)];
    while (answer.previous) {
      answer = await page(sorterToken, { ...body, pageable: { before: answer.previous, size } });
      backward.unshift(answer.content.map((r) => r.id));
    }
    return { forward, backward };
  };

  it('honours mixed directions with ties on a non-unique column, forwards and backwards', async () => {
    const sorts = [
      { name: 'title', sort: 'asc' },
      { name: 'created_time', sort: 'desc' },
    ];
    // title ascending, then newest first, then (the last sort's direction) the higher id first.
    const expected = [...small]
      .sort((a, b) =>
        a.title !== b.title
          ? a.title < b.title
            ? -1
            : 1
          : a.created_time !== b.created_time
            ? a.created_time < b.created_time
              ? 1
              : -1
            : b.id - a.id,
      )
      .map((r) => r.id);
    const { forward, backward } = await walk({ sorts }, 4);
    expect(forward.flat()).toEqual(expected);
    expect(forward.map((p) => p.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 2]);
    // Backwards from the last page: the same pages, except that the first is full from the start.
    expect(backward).toEqual(forward);

    // Ascending on the time alone: the ties of each second in ascending id.
    const byTime = await walk({ sorts: [{ name: 'created_time', sort: 'asc' }] }, 7);
    expect(byTime.forward.flat()).toEqual(
      [...small]
        .sort((a, b) =>
          a.created_time !== b.created_time ? (a.created_time < b.created_time ? -1 : 1) : a.id - b.id,
        )
        .map((r) => r.id),
    );
  });

  it('combines filters with the cursor', async () => {
    const restrictions = [
      { name: 'read', operator: '=', value: false },
      { name: 'title', operator: 'like', value: 'a' },
    ];
    const { forward } = await walk({ restrictions, sorts: [{ name: 'title', sort: 'desc' }] }, 3);
    const expected = small
      .filter((r) => !r.read && r.title.includes('a'))
      .sort((a, b) => (a.title !== b.title ? (a.title < b.title ? 1 : -1) : b.id - a.id))
      .map((r) => r.id);
    expect(expected).toHaveLength(22);
    expect(forward.flat()).toEqual(expected);
    const first = await page(sorterToken, { restrictions, pageable: { size: 3 } });
    expect(first).toMatchObject({ total: 22, total_capped: false, size: 3 });
  });

  it('refuses a malformed, tampered or foreign cursor with -400 in the caller’s language', async () => {
    const first = await page(sorterToken, { pageable: { size: 2 } });
    const good = JSON.parse(Buffer.from(first.next as string, 'base64url').toString('utf8'));
    expect(good).toEqual({ o: 'created_time.desc', k: [expect.any(String)], i: expect.any(Number) });

    const bad = 'The page cursor is not valid; start again from the first page';
    for (const cursor of [
      'not a cursor!',
      'e30', // {}
      b64('[1,2]'),
      Buffer.from('{"o":', 'utf8').toString('base64url'),
      b64({ ...good, i: String(good.i) }),
      b64({ ...good, i: 0 }),
      b64({ ...good, i: 2 ** 31 }),
      b64({ ...good, i: 1.5 }),
      b64({ ...good, k: [] }),
      b64({ ...good, k: [42] }),
      b64({ ...good, k: ['2026\u0000'] }),
      b64({ ...good, k: [null] }),
      b64({ ...good, extra: 1 }),
    ]) {
      for (const way of ['after', 'before']) {
        const answer = await list(sorterToken, { pageable: { [way]: cursor, size: 2 } });
        expect({ code: answer.code, message: answer.message }, `${way} ${cursor}`).toEqual({
          code: Code.VALIDATION,
          message: bad,
        });
      }
    }
    const zh = await list(sorterToken, { pageable: { after: 'x!', size: 2 } }, 'zh-CN');
    expect(zh.message).toBe('翻页游标无效，请从第一页重新开始');
    const es = await list(sorterToken, { pageable: { after: 'x!', size: 2 } }, 'es');
    expect(es.message).toBe('El cursor de página no es válido; vuelva a empezar desde la primera página');

    // A cursor of the default order, sent with another order.
    const other = await list(sorterToken, {
      sorts: [{ name: 'title', sort: 'asc' }],
      pageable: { after: first.next, size: 2 },
    });
    expect(other).toMatchObject({
      code: Code.VALIDATION,
      message: 'The page cursor belongs to another sort order; start again from the first page',
    });
    // A hand-made but well-formed cursor is only a position: scoping still applies.
    const forged = await page(sorterToken, {
      pageable: { after: b64({ ...good, i: 2 ** 31 - 1 }), size: 2 },
    });
    expect(forged.content.every((r) => small.some((s) => s.id === r.id))).toBe(true);
  });

  it('answers page 1 by number as the first page, refuses later page numbers and mixed paging', async () => {
    const byNumber = await page(sorterToken, { pageable: { number: 1, size: 5 } });
    const byCursor = await page(sorterToken, { pageable: { size: 5 } });
    expect(byNumber).toEqual(byCursor);
    expect(byNumber).not.toHaveProperty('number');
    expect(await list(sorterToken, { pageable: { number: 2, size: 5 } })).toMatchObject({
      code: Code.VALIDATION,
      message:
        'This list pages by cursor: ask for the next page with pageable.after (the previous answer’s next), not a page number',
      value: null,
    });
    expect(await list(sorterToken, { pageable: { number: 1, after: byCursor.next, size: 5 } })).toMatchObject(
      {
        code: Code.VALIDATION,
        message: 'Send one of pageable.number, pageable.after or pageable.before, not several',
      },
    );
    // A list that pages by number refuses a cursor.
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/user/announcements',
      headers: bearer(sorterToken),
      payload: { pageable: { after: byCursor.next, size: 5 } },
    });
    expect(notice.json()).toMatchObject({
      code: Code.VALIDATION,
      message: 'This list pages by page number: send pageable.number, not a cursor',
    });
  });

  it('answers a cursor past the last row with an empty page and no way on', async () => {
    const all = await page(sorterToken, { pageable: { size: 30 } });
    const last = all.content.at(-1)!;
    const past = b64({ o: 'created_time.desc', k: [last.created_time], i: last.id });
    expect(await page(sorterToken, { pageable: { after: past, size: 5 } })).toEqual({
      content: [],
      size: 5,
      next: null,
      previous: null,
      total: 30,
      total_capped: false,
    });
  });
});
