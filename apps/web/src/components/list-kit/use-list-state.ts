/**
 * `useListState`: a list's filters, paging and sorts, kept in its tab's URL (list-url.ts), so
 * each open tab has its own, a reload or a copied link shows the same rows, and the typed
 * list query for the server comes with it. A filter, sort or page size change goes back to the
 * first page (page 1, or no cursor for a list that pages by cursor).
 */

import type { ListQueryInput } from '@merchant/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTabKey } from '../../app/layout/tabs/tab-key';
import type { KitSpec } from './kit-spec';
import { activeFilterCount, type FilterValues, type ListFilter } from './list-filters';
import {
  type ListCursor,
  type ListSort,
  type ListState,
  parseListState,
  toListQuery,
  writeListState,
} from './list-url';

export interface UseListStateOptions<S extends KitSpec> {
  filters?: readonly ListFilter<S>[];
  defaultSize?: number;
}

export interface ListStateApi<S extends KitSpec = KitSpec> {
  spec: S;
  filterDefs: readonly ListFilter<S>[];
  state: ListState;
  query: ListQueryInput;
  /** At least one filter is set: an empty answer is "nothing matches", not "nothing yet". */
  filtered: boolean;
  setFilters: (filters: FilterValues) => void;
  clearFilters: () => void;
  setPage: (page: number, size?: number) => void;
  /** Cursor lists: the page after or before a cursor of the last answer; null is the first page. */
  setCursor: (cursor: ListCursor | null, size?: number) => void;
  setSorts: (sorts: ListSort[]) => void;
}

const NO_FILTERS: readonly ListFilter[] = [];

/** `filters` must keep its identity between renders (useMemo): the parsed state follows it. */
export const useListState = <S extends KitSpec>(
  spec: S,
  { filters = NO_FILTERS as readonly ListFilter<S>[], defaultSize = 10 }: UseListStateOptions<S> = {},
): ListStateApi<S> => {
  const [params, setParams] = useSearchParams();
  const tabKey = useTabKey();
  const options = useMemo(() => ({ spec, filters, defaultSize }), [spec, filters, defaultSize]);
  const state = useMemo(() => parseListState(params, options), [params, options]);
  const query = useMemo(() => toListQuery(state, options), [state, options]);

  const write = useCallback(
    (next: ListState) =>
      setParams((current) => writeListState(current, next, options), {
        // Paging is not history: Back leaves the screen rather than stepping through pages.
        replace: true,
        state: tabKey ? { tabKey } : undefined,
      }),
    [setParams, options, tabKey],
  );

  // The state on its first page: no cursor (a cursor belongs to one filter and sort), page 1.
  const { cursor: _, ...rest } = state;
  const first: ListState = { ...rest, page: 1 };

  return {
    spec,
    filterDefs: filters,
    state,
    query,
    filtered: activeFilterCount(state.filters) > 0,
    setFilters: (next) => write({ ...first, filters: next }),
    clearFilters: () => write({ ...first, filters: {} }),
    setPage: (page, size = state.size) => write({ ...first, page: size === state.size ? page : 1, size }),
    setCursor: (cursor, size = state.size) =>
      write(cursor && size === state.size ? { ...first, cursor } : { ...first, size }),
    setSorts: (sorts) => write({ ...first, sorts }),
  };
};
