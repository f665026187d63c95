import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { isoAgo, isoIn } from '../../lib/time';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';

import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('announcements', () => {
  let t: TestApp;
  let db: Database;
  let alice: string;
  let bob: string;
  const ids: Record<string, number> = {};
  // The UTC day the test runs in; the top bar sends it as YYYY-MM-DD.
  const today = dateOf(Date.now());
  const todayStart = Date.parse(`${today}T00:00:00.000Z`);

  const add = async (title: string, start: string, end: string, created: string) => {
    const row = await db
      .insertInto('announcements')
      .values({ title, content: `${title} body`, start_time: start, end_time: end, created_time: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[title] = row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    alice = await createSessionToken(db, (await createMerchant(db)).accountId);
    bob = await createSessionToken(db, (await createMerchant(db)).accountId);
    const iso = (ms: number) => new Date(ms).toISOString();
    // Current right now.
    await add('Current One', isoAgo(DAY), isoIn(DAY), iso(todayStart - 5 * DAY));
    await add('Current Two', isoAgo(HOUR), isoIn(HOUR), iso(todayStart - 4 * DAY));
    // Touch today only at its edges: the date-only query includes them, "now" does not.
    await add(
      'Starts at day end',
      iso(todayStart + DAY - 1),
      iso(todayStart + 3 * DAY),
      iso(todayStart - 3 * DAY),
    );
    await add('Ended at day start', iso(todayStart - 3 * DAY), iso(todayStart), iso(todayStart - 2 * DAY));
    // Outside today.
    await add('Ended yesterday', iso(todayStart - 3 * DAY), iso(todayStart - 1), iso(todayStart - 6 * DAY));
    await add('Starts tomorrow', iso(todayStart + DAY), iso(todayStart + 3 * DAY), iso(todayStart - 7 * DAY));
  });
  afterAll(() => t.close());

  const list = (token: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/announcements',
      headers: bearer(token),
      payload: body as object,
    });
  const titles = async (token: string, body: unknown) => {
    const res = await list(token, body);
    expect(res.json().code, res.body).toBe(Code.OK);
    return (res.json().value.content as { title: string }[]).map((a) => a.title);
  };
  const open = (token: string, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/user/announcements/${id}`, headers: bearer(token) });
  const unread = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/announcements/unread_count',
        headers: bearer(token),
      })
    ).json();

  const topBarQuery = () => ({
    pageable: { number: 1, size: 10 },
    restrictions: [
      { name: 'start_time', operator: '<=', value: today, logic: 'and' },
      { name: 'end_time', operator: '>=', value: today, logic: 'and' },
    ],
    sorts: [{ name: 'created_time', sort: 'desc' }],
  });

  it('answers -101 without a token on every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/user/announcements'],
      ['GET', '/api/user/announcements/1'],
      ['GET', '/api/user/announcements/unread_count'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.json().code, url).toBe(Code.NOT_SIGNED_IN);
    }
  });

  it('lists every announcement newest first by default, as a page with read marks', async () => {
    const res = await list(alice, {});
    expect(res.json()).toMatchObject({ code: Code.OK, value: { total: 6, number: 1, size: 10 } });
    const first = res.json().value.content[0];
    expect(first).toEqual({
      id: ids['Ended at day start'],
      title: 'Ended at day start',
      content: 'Ended at day start body',
      start_time: expect.any(String),
      end_time: new Date(todayStart).toISOString(),
      created_time: new Date(todayStart - 2 * 86_400_000).toISOString(),
      read: false,
    });
  });

  it('answers the top bar’s query of spec §7: the period touches today, newest first, 10 a page', async () => {
    expect(await titles(alice, topBarQuery())).toEqual([
      'Ended at day start',
      'Starts at day end',
      'Current Two',
      'Current One',
    ]);
  });

  it('pages the top bar’s query at 10 when there are more current announcements', async () => {
    const extra = `Extra ${Date.now()}`;
    const created: number[] = [];
    for (let i = 0; i < 9; i++) {
      const row = await db
        .insertInto('announcements')
        .values({
          title: `${extra} ${i}`,
          content: '',
          start_time: isoAgo(DAY),
          end_time: isoIn(DAY),
          created_time: isoIn(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.push(row.id);
    }
    try {
      const res = await list(alice, topBarQuery());
      expect(res.json().value.total).toBe(13);
      expect(res.json().value.content).toHaveLength(10);
      expect(res.json().value.content[0].title).toBe(`${extra} 8`);
      const second = await list(alice, { ...topBarQuery(), pageable: { number: 2, size: 10 } });
      expect(second.json().value.content.map((a: { title: string }) => a.title)).toEqual([
        'Starts at day end',
        'Current Two',
        'Current One',
      ]);
    } finally {
      await db.deleteFrom('announcements').where('id', 'in', created).execute();
    }
  });

  it('filters by title (like, case-insensitive) and sorts by title', async () => {
    const body = {
      restrictions: [{ name: 'title', operator: 'like', value: 'CURRENT' }],
      sorts: [{ name: 'title', sort: 'desc' }],
    };
    expect(await titles(alice, body)).toEqual(['Current Two', 'Current One']);
  });

  it('filters by created_time with a date meaning the whole day', async () => {
    const body = {
      restrictions: [{ name: 'created_time', operator: '=', value: dateOf(todayStart - 4 * DAY) }],
    };
    expect(await titles(alice, body)).toEqual(['Current Two']);
  });

  it('ORs groups of ANDed conditions: title = a OR (start_time > today AND end_time > today)', async () => {
    const body = {
      restrictions: [
        { name: 'title', operator: '=', value: 'Current One' },
        { name: 'start_time', operator: '>', value: today, logic: 'or' },
        { name: 'end_time', operator: '>', value: today, logic: 'and' },
      ],
      sorts: [{ name: 'title', sort: 'asc' }],
    };
    expect(await titles(alice, body)).toEqual(['Current One', 'Starts tomorrow']);
  });

  it('opens an announcement: marks it read for the caller only, idempotently', async () => {
    const id = ids['Current One']!;
    const first = await open(alice, id);
    expect(first.json()).toMatchObject({ code: Code.OK, value: { id, title: 'Current One', read: true } });
    const again = await open(alice, id);
    expect(again.json()).toMatchObject({ code: Code.OK, value: { id, read: true } });

    const readFilter = (value: boolean) => ({ restrictions: [{ name: 'read', operator: '=', value }] });
    expect(await titles(alice, readFilter(true))).toEqual(['Current One']);
    expect(await titles(alice, readFilter(false))).not.toContain('Current One');
    expect(await titles(bob, readFilter(true))).toEqual([]);
    const bobs = (await list(bob, {})).json().value.content as { id: number; read: boolean }[];
    expect(bobs.find((a) => a.id === id)?.read).toBe(false);
  });

  it('counts current unread announcements per account, dropping after a read', async () => {
    const bobBefore = (await unread(bob)).value.unread_num;
    // Current right now: Current One, Current Two (the day-edge ones are not current now).
    expect(bobBefore).toBe(2);
    expect((await unread(alice)).value.unread_num).toBe(1);
    await open(bob, ids['Current Two']!);
    expect(await unread(bob)).toMatchObject({ code: Code.OK, value: { unread_num: 1 } });
    // Reading one that is not current changes nothing.
    await open(bob, ids['Ended yesterday']!);
    expect((await unread(bob)).value.unread_num).toBe(1);
    expect((await unread(alice)).value.unread_num).toBe(1);
  });

  it('answers -404 for an unknown id and -400 for an id that is not a positive 32-bit integer', async () => {
    expect((await open(alice, 999_999)).json()).toMatchObject({
      code: Code.NOT_FOUND,
      message: 'This announcement does not exist',
    });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await open(alice, bad);
      expect(res.json().code, bad).toBe(Code.VALIDATION);
      expect(res.json().message, bad).toContain('id');
    }
  });

  it('refuses fields, operators, sorts and values outside the whitelist, naming them', async () => {
    const refused = async (body: unknown) => {
      const res = await list(alice, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(Code.VALIDATION);
      return res.json().message as string;
    };
    expect(await refused({ restrictions: [{ name: 'content', operator: 'like', value: 'x' }] })).toBe(
      'This list cannot be filtered or sorted by content',
    );
    expect(await refused({ restrictions: [{ name: 'title', operator: '>', value: 'x' }] })).toBe(
      'Operator > is not allowed on title',
    );
    expect(await refused({ restrictions: [{ name: 'read', operator: 'in', value: [true] }] })).toContain(
      'read',
    );
    expect(await refused({ restrictions: [{ name: 'start_time', operator: '<=', value: 'today' }] })).toBe(
      'Invalid value for start_time',
    );
    expect(await refused({ restrictions: [{ name: 'read', operator: '=', value: 'yes' }] })).toBe(
      'Invalid value for read',
    );
    expect(await refused({ sorts: [{ name: 'read', sort: 'asc' }] })).toContain('read');
    expect(await refused({ restrictions: [{ name: 'title', operator: 'between', value: 'x' }] })).toContain(
      'restrictions.0.operator',
    );
  });

  it('answers in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/announcements',
      headers: { ...bearer(alice), cookie: 'language=zh' },
      payload: { restrictions: [{ name: 'content', operator: '=', value: 'x' }] },
    });
    expect(res.json().message).toBe('该列表不支持按 content 筛选或排序');
  });

  it('pages: size 1, size 100, past the end, and refuses size 101 naming the field', async () => {
    const one = await list(alice, { pageable: { number: 2, size: 1 } });
    expect(one.json().value).toMatchObject({ total: 6, number: 2, size: 1 });
    expect(one.json().value.content).toHaveLength(1);
    const hundred = await list(alice, { pageable: { number: 1, size: 100 } });
    expect(hundred.json().value.content).toHaveLength(6);
    const past = await list(alice, { pageable: { number: 5, size: 10 } });
    expect(past.json().value).toEqual({ content: [], total: 6, number: 5, size: 10 });
    const big = await list(alice, { pageable: { number: 1, size: 101 } });
    expect(big.json()).toMatchObject({ code: Code.VALIDATION, message: 'Invalid value for pageable.size' });
    const zero = await list(alice, { pageable: { number: 0, size: 10 } });
    expect(zero.json()).toMatchObject({
      code: Code.VALIDATION,
      message: 'Invalid value for pageable.number',
    });
  });

  it('keeps SQL-looking values and names harmless', async () => {
    const evil = "x'; drop table announcements; --";
    expect(await titles(alice, { restrictions: [{ name: 'title', operator: 'like', value: evil }] })).toEqual(
      [],
    );
    expect(
      await titles(alice, { restrictions: [{ name: 'title', operator: '=', value: "' or '1'='1" }] }),
    ).toEqual([]);
    const name = await list(alice, {
      restrictions: [{ name: 'title = title or 1=1 --', operator: '=', value: 'x' }],
    });
    expect(name.json().code).toBe(Code.VALIDATION);
    expect((await list(alice, {})).json().value.total).toBe(6);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user/announcements',
        '/api/user/announcements/{id}',
        '/api/user/announcements/unread_count',
      ]),
    );
  });
});
