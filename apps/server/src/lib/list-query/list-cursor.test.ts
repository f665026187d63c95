import { Code, defineListSpec, type ListQuery, listQuerySchema } from '@merchant/shared';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../app-error';
import { decodeCursor, encodeCursor } from './list-cursor';
import { keysetPredicate } from './list-cursor-sql';
import { comparisonOperators, defineListFields } from './list-fields';
import { planListQuery } from './plan-list-query';

const cursorList = defineListFields(
  defineListSpec(
    {
      title: { type: 'string', operators: ['like'], sortable: true },
      amount: { type: 'number', operators: ['='], sortable: true, integer: true },
      at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    },
    [{ name: 'at', sort: 'desc' }],
    { paging: 'cursor' },
  ),
  { title: 't.title', amount: 't.amount', at: 't.at' },
  { idColumn: 't.id' },
);

const plan = (input: unknown) => planListQuery(listQuerySchema.parse(input) as ListQuery, cursorList);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, key: e.messageKey };
  }
  throw new Error('expected a refusal');
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('list cursors', () => {
  const sorts = plan({ sorts: [{ name: 'title' }, { name: 'amount', sort: 'desc' }] }).sorts;

  it('round-trips the sort values and the id, naming the sort order', () => {
    const text = encodeCursor('title.asc,amount.desc', { values: ['瑜伽', 7], id: 42 });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))).toEqual({
      o: 'title.asc,amount.desc',
      k: ['瑜伽', 7],
      i: 42,
    });
    expect(decodeCursor(text, sorts)).toEqual({ values: ['瑜伽', 7], id: 42 });
  });

  it.each([
    ['not base64', 'a b'],
    ['not JSON', Buffer.from('{', 'utf8').toString('base64url')],
    ['an array', b64([1])],
    ['a missing id', b64({ o: 'title.asc,amount.desc', k: ['a', 1] })],
    ['an extra key', b64({ o: 'title.asc,amount.desc', k: ['a', 1], i: 1, x: 1 })],
    ['a value of the wrong type', b64({ o: 'title.asc,amount.desc', k: [1, 1], i: 1 })],
    ['a non-integer in an integer field', b64({ o: 'title.asc,amount.desc', k: ['a', 1.5], i: 1 })],
    ['too few values', b64({ o: 'title.asc,amount.desc', k: ['a'], i: 1 })],
    ['a null value', b64({ o: 'title.asc,amount.desc', k: [null, 1], i: 1 })],
    ['a NUL character', b64({ o: 'title.asc,amount.desc', k: ['a\u0000', 1], i: 1 })],
    ['an id beyond 32 bits', b64({ o: 'title.asc,amount.desc', k: ['a', 1], i: 2 ** 31 })],
  ])('refuses %s as a bad cursor', (_, text) => {
    expect(refusal(() => decodeCursor(text, sorts))).toEqual({ code: Code.VALIDATION, key: 'badListCursor' });
  });

  it('refuses a cursor of another sort order with its own message', () => {
    const text = encodeCursor('at.desc', { values: ['2026-11-26T00:00:00.000Z'], id: 1 });
    expect(refusal(() => decodeCursor(text, sorts))).toEqual({
      code: Code.VALIDATION,
      key: 'listCursorOtherSort',
    });
  });

  it('plans the first page from page 1 or no cursor, and refuses later page numbers', () => {
    expect(plan({}).cursor).toEqual({ signature: 'at.desc' });
    expect(plan({ pageable: { number: 1, size: 5 } }).cursor).toEqual({ signature: 'at.desc' });
    expect(refusal(() => plan({ pageable: { number: 2, size: 5 } }))).toEqual({
      code: Code.VALIDATION,
      key: 'listPagesByCursor',
    });
    const after = encodeCursor('at.desc', { values: ['2026-11-26T00:00:00.000Z'], id: 9 });
    expect(plan({ pageable: { after } }).cursor).toEqual({
      signature: 'at.desc',
      after: { values: ['2026-11-26T00:00:00.000Z'], id: 9 },
    });
  });

  it('refuses at start-up a cursor list sorted by a boolean', () => {
    expect(() =>
      defineListFields(
        defineListSpec({ on: { type: 'boolean', operators: ['='], sortable: true } }, [], {
          paging: 'cursor',
        }),
        { on: 't.on' },
        { idColumn: 't.id' },
      ),
    ).toThrow(/cannot sort by a boolean/);
  });
});

describe('keysetPredicate', () => {
  const pg = new Kysely<{ t: { id: number } }>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const compile = (input: unknown, way: 'after' | 'before', values: (string | number)[], id: number) =>
    pg
      .selectFrom('t')
      .select('t.id')
      .where(keysetPredicate(plan(input), { values, id }, way))
      .compile();

  it('expands mixed directions with an index-usable leading bound, id last in the last sort’s direction', () => {
    const { sql, parameters } = compile(
      {
        sorts: [
          { name: 'title', sort: 'asc' },
          { name: 'amount', sort: 'desc' },
        ],
      },
      'after',
      ['b', 5],
      7,
    );
    expect(sql).toBe(
      'select "t"."id" from "t" where ("t"."title" >= $1 and ("t"."title" > $2 or ("t"."title" = $3 and ' +
        '("t"."amount" < $4 or ("t"."amount" = $5 and "t"."id" < $6)))))',
    );
    expect(parameters).toEqual(['b', 'b', 'b', 5, 5, 7]);
  });

  it('turns every comparison round for the rows before a key', () => {
    const { sql } = compile({}, 'before', ['2026-11-26T00:00:00.000Z'], 7);
    expect(sql).toBe(
      'select "t"."id" from "t" where ("t"."at" >= $1 and ("t"."at" > $2 or ("t"."at" = $3 and "t"."id" > $4)))',
    );
  });
});
