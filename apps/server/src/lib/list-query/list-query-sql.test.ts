import { defineListSpec, type ListQuery, listQuerySchema } from '@merchant/shared';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { comparisonOperators, defineListFields } from './list-fields';
import { listWhere } from './list-query-sql';
import { planListQuery } from './plan-list-query';

/** Compiles (never runs) the generated SQL, to pin its exact shape on both dialects. */
interface Db {
  t: { id: number; title: string; amount: number; start_time: string; active: number };
}
const dummy = (kind: 'sqlite' | 'postgres') =>
  new Kysely<Db>({
    dialect: {
      createAdapter: () => (kind === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        kind === 'sqlite' ? new SqliteIntrospector(db) : new PostgresIntrospector(db),
      createQueryCompiler: () =>
        kind === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler(),
    },
  });

const list = defineListFields(
  defineListSpec({
    title: { type: 'string', operators: ['=', 'like', 'in'] },
    amount: { type: 'number', operators: [...comparisonOperators, 'in'] },
    start_time: { type: 'datetime', operators: comparisonOperators },
    active: { type: 'boolean', operators: ['='] },
    read: { type: 'boolean', operators: ['='] },
  }),
  {
    title: 't.title',
    amount: 't.amount',
    start_time: 't.start_time',
    active: 't.active',
    read: sql`t.id > 0`,
  },
  { idColumn: 't.id' },
);

const compile = (kind: 'sqlite' | 'postgres', restrictions: unknown[]) => {
  const plan = planListQuery(listQuerySchema.parse({ restrictions }) as ListQuery, list);
  const where = listWhere(plan);
  let query = dummy(kind).selectFrom('t').select('t.id');
  if (where) query = query.where(where);
  return query.compile();
};

describe('listWhere', () => {
  it('is absent without restrictions', () => {
    expect(compile('sqlite', []).sql).toBe('select "t"."id" from "t"');
  });

  it('writes OR-groups of AND-ed conditions with every value bound', () => {
    const { sql: text, parameters } = compile('sqlite', [
      { name: 'title', operator: '=', value: 'a' },
      { name: 'amount', operator: '!=', value: 3, logic: 'or' },
      { name: 'start_time', operator: '=', value: '2026-11-21', logic: 'and' },
    ]);
    expect(text).toBe(
      'select "t"."id" from "t" where ((("t"."title" = ?)) or (("t"."amount" <> ?) and ' +
        '(("t"."start_time" >= ? and "t"."start_time" < ?))))',
    );
    expect(parameters).toEqual(['a', 3, '2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z']);
  });

  it('uses numbered parameters on PostgreSQL, the same SQL otherwise', () => {
    const { sql: text } = compile('postgres', [
      { name: 'title', operator: 'like', value: 'X' },
      { name: 'amount', operator: 'in', value: [1, 2] },
    ]);
    expect(text).toBe(
      `select "t"."id" from "t" where (((lower("t"."title") like lower($1) escape '\\') and ("t"."amount" in ($2, $3))))`,
    );
  });

  it('compares a boolean column with 1 and uses an expression as a predicate, never binding a boolean', () => {
    const { sql: text, parameters } = compile('sqlite', [
      { name: 'active', operator: '=', value: false },
      { name: 'read', operator: '=', value: true },
    ]);
    expect(text).toBe('select "t"."id" from "t" where (((not ("t"."active" = 1)) and ((t.id > 0))))');
    expect(parameters).toEqual([]);
  });

  it('writes null checks as is null / is not null', () => {
    const { sql: text } = compile('sqlite', [
      { name: 'title', operator: '=', value: null },
      { name: 'amount', operator: '!=', value: null },
    ]);
    expect(text).toContain('("t"."title" is null) and ("t"."amount" is not null)');
  });

  it('keeps an injection-looking value in a parameter', () => {
    const value = `x'); drop table t; --`;
    const { sql: text, parameters } = compile('postgres', [{ name: 'title', operator: '=', value }]);
    expect(text).not.toContain('drop');
    expect(parameters).toEqual([value]);
  });
});
