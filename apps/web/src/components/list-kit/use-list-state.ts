/**
 * `useListState`: a list's filters, paging and sorts, kept in its tab's URL (list-url.ts), so
 * each open tab has its own, a reload or a copied link shows the same rows, and the typed
 * list query for the server comes with it. A filter change goes back to page 1.
 */

import type { ListQueryInput } from '@merchant/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTabKey } from '../../app/layout/tabs/tab-key';
import type { KitSpec } from './kit-spec';
import { activeFilterCount, type FilterValues, type ListFilter } from './list-filters';
import { type ListSort, type ListState, parseListState, toListQuery, writeListState } from './list-url';

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

  return {
    spec,
    filterDefs: filters,
    state,
    query,
    filtered: activeFilterCount(state.filters) > 0,
    setFilters: (next) => write({ ...state, filters: next, page: 1 }),
    clearFilters: () => write({ ...state, filters: {}, page: 1 }),
    setPage: (page, size = state.size) => write({ ...state, page: size === state.size ? page : 1, size }),
    setSorts: (sorts) => write({ ...state, sorts, page: 1 }),
  };
};
