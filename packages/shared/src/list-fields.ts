import type { ListOperator } from './list-query';

/**
 * A list's fields, declared once (DESIGN.md "Lists"): the names a client may filter or sort
 * by, the type each holds and the operators it accepts. The server maps each name to a column
 * or an SQL expression (apps/server/src/lib/list-query) and refuses anything else; the console
 * builds typed list queries and its filter bars from the same declaration.
 */
export type ListFieldType = 'string' | 'number' | 'boolean' | 'datetime';

export interface ListFieldSpec {
  type: ListFieldType;
  operators: readonly ListOperator[];
  sortable?: boolean;
  /** Number fields only: 32-bit integers only (ids, counts, money in fen). */
  integer?: boolean;
}

export type ListFieldSpecs = Record<string, ListFieldSpec>;

/**
 * How a list pages: by page number with a full count (the default), or by cursor without one
 * (lists that grow without bound; docs/api.md "Cursor paging"). A cursor list's sortable
 * fields must never be null in SQL (the server's keyset predicate relies on it).
 */
export type ListPaging = 'number' | 'cursor';

export interface ListSpec<F extends ListFieldSpecs = ListFieldSpecs> {
  fields: F;
  /** Used when the client sends no sorts. */
  defaultSorts: readonly { name: keyof F & string; sort: 'asc' | 'desc' }[];
  paging: ListPaging;
}

/** Every comparison; for number and datetime fields. */
export const comparisonOperators = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
] as const satisfies readonly ListOperator[];

export const defineListSpec = <const F extends ListFieldSpecs>(
  fields: F,
  defaultSorts: ListSpec<F>['defaultSorts'] = [],
  { paging = 'number' }: { paging?: ListPaging } = {},
): ListSpec<F> => ({ fields, defaultSorts, paging });

/** The field names of a list, for typed restrictions and sorts. */
export type ListFieldName<S extends ListSpec> = keyof S['fields'] & string;
