import { Code, defineListSpec, type ListQuery, listQuerySchema } from '@merchant/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../app-error';
import { comparisonOperators, defineListFields } from './list-fields';
import { escapeLike, planListQuery } from './plan-list-query';

const spec = defineListSpec(
  {
    title: { type: 'string', operators: ['=', '!=', 'like', 'in'], sortable: true },
    amount: { type: 'number', operators: [...comparisonOperators, 'in'], integer: true },
    ratio: { type: 'number', operators: ['>'] },
    start_time: { type: 'datetime', operators: [...comparisonOperators, 'in'], sortable: true },
    active: { type: 'boolean', operators: ['=', '!=', 'in'] },
    read: { type: 'boolean', operators: ['='] },
  },
  [{ name: 'start_time', sort: 'desc' }],
);
const list = defineListFields(
  spec,
  {
    title: 't.title',
    amount: 't.amount',
    ratio: 't.ratio',
    start_time: 't.start_time',
    active: 't.active',
    read: sql`r.id is not null`,
  },
  { idColumn: 't.id' },
);

const plan = (input: unknown) => planListQuery(listQuerySchema.parse(input) as ListQuery, list);
const where = (...restrictions: unknown[]) => plan({ restrictions });
const checks = (...restrictions: unknown[]) =>
  where(...restrictions).groups.map((g) => g.map((c) => c.check));
const check = (restriction: unknown) => checks(restriction)[0]?.[0];

/** The AppError a plan throws: code, message key and parameters. */
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, key: e.messageKey, params: e.params };
  }
  throw new Error('expected a refusal');
};

describe('planListQuery: fields and operators', () => {
  it('refuses a field outside the whitelist, naming it', () => {
    expect(refusal(() => where({ name: 'password', operator: '=', value: 'x' }))).toEqual({
      code: Code.VALIDATION,
      key: 'unknownListField',
      params: { field: 'password' },
    });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'does not find %s on Object.prototype',
    (name) => {
      expect(refusal(() => where({ name, operator: '=', value: 'x' })).key).toBe('unknownListField');
    },
  );

  it('refuses an operator the field does not allow, naming both', () => {
    expect(refusal(() => where({ name: 'title', operator: '>', value: 'x' }))).toEqual({
      code: Code.VALIDATION,
      key: 'unsupportedOperator',
      params: { field: 'title', operator: '>' },
    });
  });
});

describe('planListQuery: values by type', () => {
  it.each([
    ['title', '=', 3],
    ['title', '=', true],
    ['amount', '=', '3'],
    ['amount', '=', 1.5],
    ['amount', '=', 2 ** 31],
    ['active', '=', 'true'],
    ['active', '=', 1],
    ['start_time', '=', 'tomorrow'],
    ['start_time', '=', 20261121],
    ['start_time', '>', '2026-02-30'],
  ])('refuses %s %s %j as invalidField', (name, operator, value) => {
    expect(refusal(() => where({ name, operator, value }))).toEqual({
      code: Code.VALIDATION,
      key: 'invalidField',
      params: { field: name },
    });
  });

  it('accepts a fraction on a number field that is not integer-only', () => {
    expect(check({ name: 'ratio', operator: '>', value: 0.5 })).toEqual({
      kind: 'compare',
      op: '>',
      value: 0.5,
    });
  });

  it('allows null only with = and != (is null / is not null)', () => {
    expect(check({ name: 'title', operator: '=', value: null })).toEqual({ kind: 'null', negate: false });
    expect(check({ name: 'title', operator: '!=', value: null })).toEqual({ kind: 'null', negate: true });
    expect(refusal(() => where({ name: 'title', operator: 'like', value: null })).key).toBe('invalidField');
    expect(refusal(() => where({ name: 'amount', operator: '>', value: null })).key).toBe('invalidField');
  });

  it('takes an array only with in, and in only with a non-empty array of the type', () => {
    expect(refusal(() => where({ name: 'title', operator: '=', value: ['a'] })).key).toBe('invalidField');
    expect(refusal(() => where({ name: 'title', operator: 'in', value: 'a' })).key).toBe('invalidField');
    expect(refusal(() => where({ name: 'title', operator: 'in', value: [] })).key).toBe('invalidField');
    expect(refusal(() => where({ name: 'amount', operator: 'in', value: [1, '2'] })).key).toBe(
      'invalidField',
    );
    expect(check({ name: 'amount', operator: 'in', value: [1, 2] })).toEqual({ kind: 'in', values: [1, 2] });
  });

  it('escapes % _ and backslash in a like value and wraps it as a substring', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(check({ name: 'title', operator: 'like', value: 'a%b' })).toEqual({
      kind: 'like',
      text: 'a%b',
      pattern: '%a\\%b%',
    });
  });

  it('turns booleans into a truth check, negated for = false and != true', () => {
    expect(check({ name: 'active', operator: '=', value: true })).toEqual({ kind: 'truth', negate: false });
    expect(check({ name: 'active', operator: '=', value: false })).toEqual({ kind: 'truth', negate: true });
    expect(check({ name: 'active', operator: '!=', value: true })).toEqual({ kind: 'truth', negate: true });
    expect(check({ name: 'active', operator: '!=', value: false })).toEqual({ kind: 'truth', negate: false });
  });
});

describe('planListQuery: date-only values mean the whole UTC day', () => {
  const start = '2026-11-21T00:00:00.000Z';
  const next = '2026-11-22T00:00:00.000Z';
  const on = (operator: string) => check({ name: 'start_time', operator, value: '2026-11-21' });

  it('<= and > compare with the end of the day; >= and < with its start', () => {
    expect(on('<=')).toEqual({ kind: 'compare', op: '<', value: next });
    expect(on('>')).toEqual({ kind: 'compare', op: '>=', value: next });
    expect(on('>=')).toEqual({ kind: 'compare', op: '>=', value: start });
    expect(on('<')).toEqual({ kind: 'compare', op: '<', value: start });
  });

  it('= means within the day and != outside it', () => {
    expect(on('=')).toEqual({
      kind: 'all',
      checks: [
        { kind: 'compare', op: '>=', value: start },
        { kind: 'compare', op: '<', value: next },
      ],
    });
    expect(on('!=')).toEqual({
      kind: 'any',
      checks: [
        { kind: 'compare', op: '<', value: start },
        { kind: 'compare', op: '>=', value: next },
      ],
    });
  });

  it('compares an instant as given, normalised to UTC', () => {
    expect(check({ name: 'start_time', operator: '<=', value: '2026-11-21T08:00:00+08:00' })).toEqual({
      kind: 'compare',
      op: '<=',
      value: '2026-11-21T00:00:00.000Z',
    });
  });

  it('in over dates is any of the days', () => {
    const planned = check({
      name: 'start_time',
      operator: 'in',
      value: ['2026-11-21', '2026-11-23T00:00:00Z'],
    });
    expect(planned?.kind).toBe('any');
  });
});

describe('planListQuery: logic', () => {
  const r = (name: string, logic?: 'and' | 'or') => ({
    name,
    operator: '=',
    value: null,
    ...(logic ? { logic } : {}),
  });
  const shape = (...restrictions: unknown[]) =>
    where(...restrictions).groups.map((g) =>
      g.map((c) => Object.keys(list.fields).find((k) => list.fields[k as 'title'] === c.field)),
    );

  it('ANDs conditions by default', () => {
    expect(shape(r('title'), r('amount'), r('start_time'))).toEqual([['title', 'amount', 'start_time']]);
  });

  it('binds AND tighter than OR: [a, b(or), c(and)] is a OR (b AND c)', () => {
    expect(shape(r('title'), r('amount', 'or'), r('start_time', 'and'))).toEqual([
      ['title'],
      ['amount', 'start_time'],
    ]);
    expect(shape(r('title'), r('amount', 'and'), r('start_time', 'or'))).toEqual([
      ['title', 'amount'],
      ['start_time'],
    ]);
  });

  it('ignores the first condition’s logic', () => {
    expect(shape(r('title', 'or'), r('amount'))).toEqual([['title', 'amount']]);
  });

  it('has no groups without restrictions', () => {
    expect(where().groups).toEqual([]);
  });
});

describe('planListQuery: sorts and paging', () => {
  it('uses the default sort and an id tiebreaker in its direction', () => {
    const p = plan({});
    expect(p.sorts.map((s) => s.direction)).toEqual(['desc']);
    expect(p.sorts[0]?.field).toBe(list.fields.start_time);
    expect([p.idColumn, p.idDirection]).toEqual(['t.id', 'desc']);
  });

  it('keeps the client’s order, drops repeats, and ties on the id in the last direction', () => {
    const p = plan({
      sorts: [
        { name: 'title', sort: 'desc' },
        { name: 'start_time', sort: 'asc' },
        { name: 'title', sort: 'asc' },
      ],
    });
    expect(p.sorts.map((s) => s.direction)).toEqual(['desc', 'asc']);
    expect(p.idDirection).toBe('asc');
  });

  it('refuses an unknown or unsortable sort field, naming it', () => {
    expect(refusal(() => plan({ sorts: [{ name: 'nope', sort: 'asc' }] })).params).toEqual({ field: 'nope' });
    expect(refusal(() => plan({ sorts: [{ name: 'amount' }] }))).toEqual({
      code: Code.VALIDATION,
      key: 'unknownListField',
      params: { field: 'amount' },
    });
  });

  it('computes the window from the 1-based page', () => {
    expect(plan({ pageable: { number: 1, size: 10 } })).toMatchObject({
      limit: 10,
      offset: 0,
      number: 1,
      size: 10,
    });
    expect(plan({ pageable: { number: 3, size: 25 } })).toMatchObject({ limit: 25, offset: 50 });
    expect(plan({})).toMatchObject({ number: 1, size: 10 });
  });

  it('leaves size limits to the schema: 100 passes, 101 and 0 do not', () => {
    expect(listQuerySchema.safeParse({ pageable: { number: 1, size: 100 } }).success).toBe(true);
    expect(listQuerySchema.safeParse({ pageable: { number: 1, size: 101 } }).success).toBe(false);
    expect(listQuerySchema.safeParse({ pageable: { number: 0, size: 10 } }).success).toBe(false);
  });
});

describe('defineListFields', () => {
  const define =
    (
      { column, ...field }: { column: string; [key: string]: unknown },
      defaultSorts: { name: 'f'; sort: 'asc' | 'desc' }[] = [],
    ) =>
    () =>
      defineListFields(
        defineListSpec({ f: field as never }, defaultSorts),
        { f: column },
        { idColumn: 'id' },
      );

  it('maps every declared field and refuses a missing or an extra column at start-up', () => {
    const declared = defineListSpec({
      a: { type: 'string', operators: ['='] },
      b: { type: 'string', operators: ['='] },
    });
    const mapped = defineListFields(declared, { a: 'x.a', b: 'x.b' }, { idColumn: 'x.id' });
    expect(mapped.fields.a).toEqual({ type: 'string', operators: ['='], column: 'x.a' });
    expect(() => defineListFields(declared, { a: 'x.a' } as never, { idColumn: 'x.id' })).toThrow(
      /without a column: b/,
    );
    expect(() =>
      defineListFields(declared, { a: 'x.a', b: 'x.b', secret: 'x.password_hash' } as never, {
        idColumn: 'x.id',
      }),
    ).toThrow(/without a declared list field: secret/);
  });

  it('refuses like on a field that is not a string', () => {
    expect(define({ column: 'a', type: 'number', operators: ['like'] })).toThrow(/like/);
  });
  it('refuses ordering operators on a boolean', () => {
    expect(define({ column: 'a', type: 'boolean', operators: ['>'] })).toThrow(/boolean/);
  });
  it('refuses a column that is not a plain (qualified) name', () => {
    expect(define({ column: 'a; drop table x', type: 'string', operators: ['='] })).toThrow(/column/);
  });
  it('refuses a default sort on an unsortable field', () => {
    expect(define({ column: 'a', type: 'string', operators: ['='] }, [{ name: 'f', sort: 'asc' }])).toThrow(
      /sort/,
    );
  });
});
