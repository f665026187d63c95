/**
 * A list's state in its tab's URL (DESIGN.md "Lists": URL-synced filters and paging per tab):
 * `page`, `size`, `sort=<field>.<asc|desc>` (repeated) and `f.<filter key>=<value>` (repeated
 * for several values). A list that pages by cursor keeps `after=<cursor>` or `before=<cursor>`
 * instead of `page` (the server's opaque cursor; no cursor is the first page). Everything else in the query (the menu `id`, a screen's own
 * parameters) is left as it is. Parsing trusts nothing: unknown filters, undeclared or
 * unsortable sort fields, odd page numbers and sizes fall back to the defaults.
 */

import type { ListQueryInput } from '@merchant/shared';
import type { KitSpec } from './kit-spec';
import { type FilterValues, filterRestrictions, hasValue, type ListFilter } from './list-filters';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** No list pages further than this by hand; the export fetches up to its own cap. */
const MAX_PAGE = 100_000;
const MAX_VALUE_LENGTH = 200;
const MAX_VALUES = 20;
const MAX_SORTS = 3;

export const FILTER_PREFIX = 'f.';

export interface ListSort {
  name: string;
  sort: 'asc' | 'desc';
}

/** Where a cursor list's page starts: after or before the server's cursor. */
export interface ListCursor {
  way: 'after' | 'before';
  value: string;
}

export interface ListState {
  page: number;
  /** Cursor lists only; absent on the first page. */
  cursor?: ListCursor;
  size: number;
  /** Empty: the declaration's default sorts apply. */
  sorts: ListSort[];
  filters: FilterValues;
}

export interface ListUrlOptions<S extends KitSpec = KitSpec> {
  spec: S;
  filters: readonly ListFilter<S>[];
  defaultSize: number;
}

/** What a server cursor looks like (base64url); anything else in a typed URL is dropped. */
const CURSOR = /^[A-Za-z0-9_-]{1,2048}$/;

const cursorOf = (params: URLSearchParams): ListCursor | undefined => {
  for (const way of ['after', 'before'] as const) {
    const value = params.get(way);
    if (value && CURSOR.test(value)) return { way, value };
  }
  return undefined;
};

const positiveInt = (text: string | null): number | undefined =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

export const parseListState = <S extends KitSpec>(
  params: URLSearchParams,
  options: ListUrlOptions<S>,
): ListState => {
  const page = Math.min(positiveInt(params.get('page')) ?? 1, MAX_PAGE);
  const askedSize = positiveInt(params.get('size'));
  const size =
    askedSize !== undefined && (PAGE_SIZES as readonly number[]).includes(askedSize)
      ? askedSize
      : options.defaultSize;
  const sorts: ListSort[] = [];
  for (const raw of params.getAll('sort')) {
    const match = /^([a-z_][a-z0-9_]*)\.(asc|desc)$/.exec(raw);
    if (!match) continue;
    const [, name = '', sort] = match;
    if (!options.spec.fields[name]?.sortable || sorts.some((s) => s.name === name)) continue;
    sorts.push({ name, sort: sort as ListSort['sort'] });
    if (sorts.length === MAX_SORTS) break;
  }
  const filters: FilterValues = {};
  for (const filter of options.filters) {
    const values = params
      .getAll(`${FILTER_PREFIX}${filter.key}`)
      .slice(0, MAX_VALUES)
      .map((value) => value.slice(0, MAX_VALUE_LENGTH));
    if (hasValue(values)) filters[filter.key] = values;
  }
  const cursor = options.spec.paging === 'cursor' ? cursorOf(params) : undefined;
  return { page, size, sorts, filters, ...(cursor ? { cursor } : {}) };
};

const LIST_PARAMS = new Set(['page', 'size', 'sort', 'after', 'before']);

/** `params` with the list's own parameters replaced by `state` (defaults left out). */
export const writeListState = <S extends KitSpec>(
  params: URLSearchParams,
  state: ListState,
  options: ListUrlOptions<S>,
): URLSearchParams => {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    if (LIST_PARAMS.has(name) || name.startsWith(FILTER_PREFIX)) continue;
    next.append(name, value);
  }
  for (const filter of options.filters) {
    const values = state.filters[filter.key];
    if (!hasValue(values)) continue;
    for (const value of values) next.append(`${FILTER_PREFIX}${filter.key}`, value);
  }
  for (const sort of state.sorts) next.append('sort', `${sort.name}.${sort.sort}`);
  if (state.cursor && options.spec.paging === 'cursor') next.set(state.cursor.way, state.cursor.value);
  else if (state.page > 1) next.set('page', String(state.page));
  if (state.size !== options.defaultSize) next.set('size', String(state.size));
  return next;
};

/** The list query the server gets for `state` (POST …/list, packages/shared list-query.ts). */
export const toListQuery = <S extends KitSpec>(
  state: ListState,
  options: ListUrlOptions<S>,
): ListQueryInput => ({
  pageable:
    options.spec.paging === 'cursor'
      ? { ...(state.cursor ? { [state.cursor.way]: state.cursor.value } : {}), size: state.size }
      : { number: state.page, size: state.size },
  restrictions: options.filters.flatMap((filter) =>
    filterRestrictions(options.spec, filter, state.filters[filter.key]),
  ),
  sorts: state.sorts.length > 0 ? state.sorts : [...options.spec.defaultSorts],
});
