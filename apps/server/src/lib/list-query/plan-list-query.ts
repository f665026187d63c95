import { Code, type ListQuery } from '@merchant/shared';
import { AppError, invalidField } from '../app-error';
import { parseDatetimeValue } from './datetime-value';
import { type CursorKey, decodeCursor, sortSignature } from './list-cursor';
import type { ListDefinition, ListField, ListSort } from './list-fields';

/**
 * Checks a parsed list query against a list's whitelist and turns it into a plan that says
 * nothing about SQL yet: OR-groups of AND-ed checks with values already typed and normalised,
 * the sorts and the page window. Pure, so every rule is unit-tested without a database.
 */
export type Comparison = '=' | '!=' | '>' | '>=' | '<' | '<=';
export type Scalar = string | number;

export type Check =
  | { kind: 'compare'; op: Comparison; value: Scalar }
  | { kind: 'null'; negate: boolean }
  /** Case-insensitive substring of `text`; `pattern` is `%text%` with \\, % and _ escaped. */
  | { kind: 'like'; text: string; pattern: string }
  | { kind: 'in'; values: Scalar[] }
  /** A boolean field is true (or, negated, false). */
  | { kind: 'truth'; negate: boolean }
  | { kind: 'any'; checks: Check[] }
  | { kind: 'all'; checks: Check[] };

export interface Condition {
  field: ListField;
  check: Check;
}

/**
 * Where a cursor page starts (docs/api.md "Cursor paging"): the first page, the rows after a
 * key, or the rows before one. `signature` is written into the cursors of the answer.
 */
export interface CursorPlan {
  signature: string;
  after?: CursorKey;
  before?: CursorKey;
}

export interface ListPlan {
  /** OR of groups, each an AND of conditions; empty means no filter. */
  groups: Condition[][];
  sorts: { name: string; field: ListField; direction: 'asc' | 'desc' }[];
  idColumn: string;
  /** The tiebreaker on the id follows the last sort's direction. */
  idDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
  number: number;
  size: number;
  /** Set for a list that pages by cursor (fetchCursorPage); page-number lists leave it out. */
  cursor?: CursorPlan;
}

type Restriction = ListQuery['restrictions'][number];
type Value = Restriction['value'];

const lookUp = (list: ListDefinition, name: string): ListField => {
  // hasOwn: names such as "constructor" or "__proto__" must not reach Object.prototype.
  const field = Object.hasOwn(list.fields, name) ? list.fields[name] : undefined;
  if (!field) throw new AppError(Code.VALIDATION, 'unknownListField', { field: name });
  return field;
};

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One value of the field's type, as SQL will compare it; null when the type is wrong. */
const scalarOf = (field: ListField, value: unknown): Scalar | boolean | null => {
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? value : null;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      const int32 = Number.isInteger(value) && Math.abs(value) <= 2_147_483_647;
      return field.integer && !int32 ? null : value;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'datetime':
      return typeof value === 'string' ? value : null;
  }
};

/** `op value` on one typed value; date-only values become ranges over that UTC day. */
const compareCheck = (field: ListField, name: string, op: Comparison, raw: unknown): Check => {
  const value = scalarOf(field, raw);
  if (value === null) throw invalidField(name);
  if (typeof value === 'boolean') {
    const negate = (op === '=') !== value;
    return { kind: 'truth', negate };
  }
  if (field.type !== 'datetime') return { kind: 'compare', op, value };
  const time = parseDatetimeValue(value as string);
  if (!time) throw invalidField(name);
  if (time.kind === 'instant') return { kind: 'compare', op, value: time.iso };
  const { start, next } = time;
  switch (op) {
    case '=':
      return { kind: 'all', checks: [gte(start), { kind: 'compare', op: '<', value: next }] };
    case '!=':
      return { kind: 'any', checks: [{ kind: 'compare', op: '<', value: start }, gte(next)] };
    case '>':
      return gte(next);
    case '>=':
      return gte(start);
    case '<':
      return { kind: 'compare', op: '<', value: start };
    case '<=':
      return { kind: 'compare', op: '<', value: next };
  }
};

const gte = (value: string): Check => ({ kind: 'compare', op: '>=', value });

const checkOf = (field: ListField, name: string, operator: Restriction['operator'], value: Value): Check => {
  if (value === null) {
    if (operator !== '=' && operator !== '!=') throw invalidField(name);
    return { kind: 'null', negate: operator === '!=' };
  }
  if (operator === 'in') {
    if (!Array.isArray(value) || value.length === 0) throw invalidField(name);
    const checks = value.map((item) => compareCheck(field, name, '=', item));
    const plain = checks.every((c) => c.kind === 'compare');
    return plain
      ? { kind: 'in', values: checks.map((c) => (c as { value: Scalar }).value) }
      : { kind: 'any', checks };
  }
  if (Array.isArray(value)) throw invalidField(name);
  if (operator === 'like') {
    if (typeof value !== 'string') throw invalidField(name);
    return { kind: 'like', text: value, pattern: `%${escapeLike(value)}%` };
  }
  return compareCheck(field, name, operator, value);
};

const planRestrictions = (list: ListDefinition, restrictions: Restriction[]): Condition[][] => {
  const groups: Condition[][] = [];
  for (const [index, restriction] of restrictions.entries()) {
    const field = lookUp(list, restriction.name);
    if (!field.operators.includes(restriction.operator))
      throw new AppError(Code.VALIDATION, 'unsupportedOperator', {
        field: restriction.name,
        operator: restriction.operator,
      });
    const condition = {
      field,
      check: checkOf(field, restriction.name, restriction.operator, restriction.value),
    };
    // A condition's logic joins it to the ones before; AND binds tighter, so OR starts a group.
    const current = groups.at(-1);
    if (index === 0 || restriction.logic === 'or' || !current) groups.push([condition]);
    else current.push(condition);
  }
  return groups;
};

const planSorts = (list: ListDefinition, sorts: readonly ListSort[]): ListPlan['sorts'] => {
  const seen = new Set<string>();
  const planned: ListPlan['sorts'] = [];
  for (const sort of sorts.length > 0 ? sorts : list.defaultSorts) {
    const field = lookUp(list, sort.name);
    if (!field.sortable) throw new AppError(Code.VALIDATION, 'unknownListField', { field: sort.name });
    if (seen.has(sort.name)) continue;
    seen.add(sort.name);
    planned.push({ name: sort.name, field, direction: sort.sort });
  }
  return planned;
};

/**
 * A cursor list takes `after` or `before`, or neither for its first page; page 1 by number is
 * also its first page (so a plain "first page" query works on either kind of list), any later
 * page number is refused. A page-number list refuses cursors.
 */
const planCursor = (
  list: ListDefinition,
  pageable: ListQuery['pageable'],
  sorts: ListPlan['sorts'],
): CursorPlan | undefined => {
  const { number, after, before } = pageable;
  if (list.paging !== 'cursor') {
    if (after != null || before != null) throw new AppError(Code.VALIDATION, 'listPagesByNumber');
    return undefined;
  }
  if (number !== undefined && number > 1) throw new AppError(Code.VALIDATION, 'listPagesByCursor');
  const signature = sortSignature(sorts);
  if (after != null) return { signature, after: decodeCursor(after, sorts) };
  if (before != null) return { signature, before: decodeCursor(before, sorts) };
  return { signature };
};

export const planListQuery = (query: ListQuery, list: ListDefinition): ListPlan => {
  const groups = planRestrictions(list, query.restrictions);
  const sorts = planSorts(list, query.sorts);
  const cursor = planCursor(list, query.pageable, sorts);
  const { number = 1, size } = query.pageable;
  return {
    ...(cursor ? { cursor } : {}),
    groups,
    sorts,
    idColumn: list.idColumn,
    idDirection: sorts.at(-1)?.direction ?? 'asc',
    limit: size,
    offset: (number - 1) * size,
    number,
    size,
  };
};
