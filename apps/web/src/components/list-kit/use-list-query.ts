/**
 * `useListQuery`: one page of a list through TanStack Query. The previous page stays on
 * screen while the next loads (keepPreviousData), so a table never flashes empty; a failed
 * load is an error state with retry, never an empty list.
 */

import type { AnyPage, ListQueryInput } from '@merchant/shared';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { KitSpec } from './kit-spec';
import type { ListStateApi } from './use-list-state';

/** One page: by number, or by cursor for a list whose declaration says `paging: 'cursor'`. */
export type FetchPage<T> = (query: ListQueryInput, signal?: AbortSignal) => Promise<AnyPage<T>>;

export interface UseListQueryOptions {
  staleTime?: number;
  refetchInterval?: number;
}

export const useListQuery = <T, S extends KitSpec>(
  key: QueryKey,
  list: Pick<ListStateApi<S>, 'query'>,
  fetchPage: FetchPage<T>,
  options: UseListQueryOptions = {},
) =>
  useQuery({
    queryKey: [...key, list.query],
    queryFn: ({ signal }) => fetchPage(list.query, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
