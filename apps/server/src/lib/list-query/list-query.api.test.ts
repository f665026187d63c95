import { defineListSpec, type ListQuery, listQuerySchema } from '@merchant/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppError } from '../app-error';
import { comparisonOperators, defineListFields, fetchListPage, type PageOptions, planListQuery } from '.';

/**
 * The list-query module on a real database (SQLite, or PostgreSQL with DATABASE_URL): every
 * operator, and/or precedence, date-only days, paging edges and hostile values. It lists
 * system_messages, which has a nullable time (read_at) and an account to scope by.
 */
const list = defineListFields(
  defineListSpec(
    {
      id: { type: 'number', operators: [...comparisonOperators, 'in'], integer: true, sortable: true },
      title: { type: 'string', operators: ['=', '!=', 'like', 'in'], sortable: true },
      category: { type: 'string', operators: ['=', 'in'], sortable: true },
      read_at: { type: 'datetime', operators: [...comparisonOperators], sortable: true },
      created_time: { type: 'datetime', operators: [...comparisonOperators, 'in'], sortable: true },
      read: { type: 'boolean', operators: ['=', '!='] },
    },
    [{ name: 'created_time', sort: 'asc' }],
  ),
  {
    id: 'm.id',
    title: 'm.title',
    category: 'm.category',
    read_at: 'm.read_at',
    created_time: 'm.created_time',
    read: sql`m.read_at is not null`,
  },
  { idColumn: 'm.id' },
);

// Titles are the row keys the tests compare; created times straddle the day 2026-11-21.
const rows = [
  { title: 'alpha', category: 'system', created_time: '2026-11-20T23:59:59.999Z', read_at: null },
  {
    title: 'Beta',
    category: 'claim',
    created_time: '2026-11-21T00:00:00.000Z',
    read_at: '2026-11-22T08:00:00.000Z',
  },
  { title: 'gamma 50% off', category: 'system', created_time: '2026-11-21T12:00:00.000Z', read_at: null },
  { title: 'delta_x', category: 'claim', created_time: '2026-11-21T23:59:59.999Z', read_at: null },
  {
    title: 'deltaXx',
    category: 'order',
    created_time: '2026-11-22T00:00:00.000Z',
    read_at: '2026-11-23T00:00:00.000Z',
  },
  { title: "o'brien", category: 'system', created_time: '2026-11-22T00:00:00.000Z', read_at: null },
];

describe('list query on a real database', () => {
  let t: TestApp;
  let db: Database;
  let accountId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    accountId = (await createMerchant(db)).accountId;
    const other = await createMerchant(db);
    for (const row of rows) {
      const inserted = await db
        .insertInto('system_messages')
        .values({ ...row, account_id: accountId, content: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[row.title] = inserted.id;
    }
    // Another account's row with a matching title: scoping must keep it out of every answer.
    await db
      .insertInto('system_messages')
      .values({ ...rows[0]!, account_id: other.accountId, content: '' })
      .execute();
  });
  afterAll(() => t.close());

  const page = async (input: unknown, options: PageOptions = {}) => {
    const plan = planListQuery(listQuerySchema.parse(input) as ListQuery, list);
    const base = db.selectFrom('system_messages as m').where('m.account_id', '=', accountId);
    return fetchListPage(base, plan, (q) => q.select(['m.id', 'm.title']), {}, options);
  };
  const titles = async (...restrictions: unknown[]) =>
    (await page({ restrictions, pageable: { number: 1, size: 100 } })).content.map((r) => r.title);
  const where = (name: string, operator: string, value: unknown, logic?: string) => ({
    name,
    operator,
    value,
    logic,
  });

  it('lists everything in the default order with the id as tiebreaker', async () => {
    expect(await titles()).toEqual(rows.map((r) => r.title));
  });

  it('compares numbers with every operator', async () => {
    const beta = ids.Beta!;
    expect(await titles(where('id', '=', beta))).toEqual(['Beta']);
    expect(await titles(where('id', '!=', beta))).not.toContain('Beta');
    expect(await titles(where('id', '>', ids.delta_x!))).toEqual(['deltaXx', "o'brien"]);
    expect(await titles(where('id', '>=', ids.delta_x!))).toEqual(['delta_x', 'deltaXx', "o'brien"]);
    expect(await titles(where('id', '<', beta))).toEqual(['alpha']);
    expect(await titles(where('id', '<=', beta))).toEqual(['alpha', 'Beta']);
    expect(await titles(where('id', 'in', [ids.alpha, ids["o'brien"], 999_999]))).toEqual([
      'alpha',
      "o'brien",
    ]);
  });

  it('compares strings with =, !=, in (case-sensitive) and like (case-insensitive substring)', async () => {
    expect(await titles(where('title', '=', 'beta'))).toEqual([]);
    expect(await titles(where('title', '=', 'Beta'))).toEqual(['Beta']);
    expect(await titles(where('title', '!=', 'Beta'))).toHaveLength(5);
    expect(await titles(where('category', 'in', ['claim', 'order']))).toEqual(['Beta', 'delta_x', 'deltaXx']);
    expect(await titles(where('title', 'like', 'BET'))).toEqual(['Beta']);
    expect(await titles(where('title', 'like', 'ELTA'))).toEqual(['delta_x', 'deltaXx']);
  });

  it('matches % and _ in a like value literally', async () => {
    expect(await titles(where('title', 'like', '%'))).toEqual(['gamma 50% off']);
    expect(await titles(where('title', 'like', 'a_x'))).toEqual(['delta_x']);
    expect(await titles(where('title', 'like', '_'))).toEqual(['delta_x']);
    expect(await titles(where('title', 'like', ''))).toHaveLength(6);
  });

  it('reads a date as the whole UTC day for every operator', async () => {
    const day = (operator: string) => titles(where('created_time', operator, '2026-11-21'));
    expect(await day('=')).toEqual(['Beta', 'gamma 50% off', 'delta_x']);
    expect(await day('!=')).toEqual(['alpha', 'deltaXx', "o'brien"]);
    expect(await day('<=')).toEqual(['alpha', 'Beta', 'gamma 50% off', 'delta_x']);
    expect(await day('<')).toEqual(['alpha']);
    expect(await day('>=')).toEqual(['Beta', 'gamma 50% off', 'delta_x', 'deltaXx', "o'brien"]);
    expect(await day('>')).toEqual(['deltaXx', "o'brien"]);
    expect(await titles(where('created_time', 'in', ['2026-11-20', '2026-11-22']))).toEqual([
      'alpha',
      'deltaXx',
      "o'brien",
    ]);
  });

  it('compares an instant exactly, in any zone', async () => {
    expect(await titles(where('created_time', '=', '2026-11-21T20:00:00+08:00'))).toEqual(['gamma 50% off']);
    expect(await titles(where('created_time', '<', '2026-11-21T00:00:00Z'))).toEqual(['alpha']);
  });

  it('uses is null / is not null for null values, and leaves nulls out of comparisons', async () => {
    expect(await titles(where('read_at', '=', null))).toEqual([
      'alpha',
      'gamma 50% off',
      'delta_x',
      "o'brien",
    ]);
    expect(await titles(where('read_at', '!=', null))).toEqual(['Beta', 'deltaXx']);
    expect(await titles(where('read_at', '>', '2026-11-22'))).toEqual(['deltaXx']);
  });

  it('filters on a boolean expression', async () => {
    expect(await titles(where('read', '=', true))).toEqual(['Beta', 'deltaXx']);
    expect(await titles(where('read', '!=', true))).toHaveLength(4);
  });

  it('binds AND tighter than OR', async () => {
    // alpha OR (claim AND read): Beta is the one read claim.
    expect(
      await titles(
        where('title', '=', 'alpha'),
        where('category', '=', 'claim', 'or'),
        where('read', '=', true, 'and'),
      ),
    ).toEqual(['alpha', 'Beta']);
    // (alpha AND claim) OR read: alpha is no claim, so only the read ones.
    expect(
      await titles(
        where('title', '=', 'alpha'),
        where('category', '=', 'claim'),
        where('read', '=', true, 'or'),
      ),
    ).toEqual(['Beta', 'deltaXx']);
  });

  it('sorts by several keys, nulls last, ties broken by id', async () => {
    const sorted = await page({
      sorts: [
        { name: 'read_at', sort: 'desc' },
        { name: 'category', sort: 'asc' },
      ],
      pageable: { number: 1, size: 100 },
    });
    expect(sorted.content.map((r) => r.title)).toEqual([
      'deltaXx',
      'Beta',
      'delta_x',
      'alpha',
      'gamma 50% off',
      "o'brien",
    ]);
  });

  it('pages: size 1, the last page, a page past the end with the right total', async () => {
    const sorts = [{ name: 'id', sort: 'asc' }];
    const first = await page({ pageable: { number: 1, size: 1 }, sorts });
    expect(first).toEqual({ content: [{ id: ids.alpha, title: 'alpha' }], total: 6, number: 1, size: 1 });
    expect((await page({ pageable: { number: 6, size: 1 }, sorts })).content.map((r) => r.title)).toEqual([
      "o'brien",
    ]);
    expect(await page({ pageable: { number: 7, size: 1 }, sorts })).toEqual({
      content: [],
      total: 6,
      number: 7,
      size: 1,
    });
    expect((await page({ pageable: { number: 2, size: 4 }, sorts })).content).toHaveLength(2);
    expect(await page({ pageable: { number: 2_147_483_647, size: 100 } })).toMatchObject({
      content: [],
      total: 6,
    });
    // Past the 32-bit page numbers the schema refuses it before any SQL (-400, not a range error).
    expect(listQuerySchema.safeParse({ pageable: { number: 1e12, size: 100 } }).success).toBe(false);
    const all = await page({ pageable: { number: 1, size: 100 } });
    expect([all.content.length, all.total]).toEqual([6, 6]);
  });

  it('answers the same pages when it finds their ids first (idsFirstAbove)', async () => {
    const sortings = [
      [],
      [{ name: 'id', sort: 'desc' }],
      [
        { name: 'read_at', sort: 'desc' },
        { name: 'category', sort: 'asc' },
      ],
      [{ name: 'read_at', sort: 'asc' }],
    ];
    const filters = [[], [where('category', '=', 'system')], [where('title', 'like', 'delta')]];
    for (const sorts of sortings)
      for (const restrictions of filters)
        for (const [number, size] of [
          [1, 100],
          [1, 2],
          [2, 2],
          [3, 2],
          [4, 2],
        ]) {
          const input = { sorts, restrictions, pageable: { number, size } };
          expect(await page(input, { idsFirstAbove: 0 }), JSON.stringify(input)).toEqual(await page(input));
        }
  });

  it('takes the total from the list when it knows a cheaper count', async () => {
    expect(await page({ pageable: { number: 1, size: 2 } }, { count: async () => 42 })).toMatchObject({
      total: 42,
      number: 1,
    });
    expect(await page({ pageable: { number: 2, size: 2 } }, { count: async () => 1 })).toEqual({
      content: [],
      total: 1,
      number: 2,
      size: 2,
    });
  });

  it('counts with the same filter as the page', async () => {
    const filtered = await page({
      restrictions: [where('category', '=', 'system')],
      pageable: { number: 1, size: 2 },
    });
    expect([filtered.content.length, filtered.total]).toEqual([2, 3]);
  });

  it('keeps SQL-looking values harmless', async () => {
    for (const value of ["x' or '1'='1", "'; drop table system_messages; --", '" or ""="', '\\', "o'brien"]) {
      const found = await titles(where('title', '=', value));
      expect(found).toEqual(value === "o'brien" ? ["o'brien"] : []);
      expect(await titles(where('title', 'like', value))).toEqual(value === "o'brien" ? ["o'brien"] : []);
    }
    expect(await titles()).toHaveLength(6);
  });

  it('refuses names outside the whitelist before any SQL runs', async () => {
    const refused = await page({ restrictions: [where('m.account_id', '=', 1)] }).catch((e: AppError) => e);
    expect((refused as AppError).messageKey).toBe('unknownListField');
    const sort = await page({ sorts: [{ name: 'id; drop table system_messages', sort: 'asc' }] }).catch(
      (e) => e,
    );
    expect((sort as AppError).messageKey).toBe('unknownListField');
  });
});
