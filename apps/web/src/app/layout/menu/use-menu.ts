import type { MenuItem } from '@merchant/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MENU_PATH } from '../../../lib/early-answers';
import { http } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { isMenuEntry } from '../layout-routes';
import { filterMenu, findMenuPath } from './menu-model';

/**
 * The sidebar tree (GET /permission/auth/menu), reduced to entries this build can open and
 * that are not `hidden` routes. Names come translated from the server, so the
 * language is part of the key (and setLanguage invalidates ['menu']).
 */
export const menuQuery = (language: string) =>
  queryOptions({
    queryKey: ['menu', language],
    queryFn: ({ signal }) => http.get<MenuItem[]>(MENU_PATH, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** How long the layout's first render waits for the menu; after that it renders without. */
export const MENU_WAIT_MS = 1_500;

/**
 * Puts the menu into the query cache before the layout's first render (the router's layout
 * route), so that the sidebar is part of that render instead of a second one after its own
 * call. A failed call is left to useMenu (it asks again and shows the error).
 */
export const prefetchMenu = (language: string): Promise<unknown> =>
  Promise.race([
    queryClient.prefetchQuery(menuQuery(language)),
    new Promise((resolve) => setTimeout(resolve, MENU_WAIT_MS)),
  ]);

export const useMenu = (): { items: MenuItem[]; isLoading: boolean; isError: boolean } => {
  const { i18n } = useTranslation();
  const query = useQuery(menuQuery(i18n.resolvedLanguage ?? i18n.language));
  const items = useMemo(() => filterMenu(query.data ?? [], isMenuEntry), [query.data]);
  return { items, isLoading: query.isLoading, isError: query.isError };
};

/** The menu entries from the root to the current page (empty when it is not in the menu). */
export const useCurrentMenuPath = (items: readonly MenuItem[]): MenuItem[] => {
  const { pathname, search } = useLocation();
  return useMemo(
    () => findMenuPath(items, pathname, new URLSearchParams(search).get('id')),
    [items, pathname, search],
  );
};
