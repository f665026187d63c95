/**
 * `useAccess(menuId?)`: the button permissions of the current screen. The menu entry comes
 * from the route: the server's menu tree names the entry whose url is this path (the `?id`
 * the sidebar adds picks between two entries sharing a url), so a typed or bookmarked URL
 * without `?id` keeps its buttons. A bare `?id` is the fallback for a screen outside the
 * menu tree; a screen may also name its entry itself.
 */
import type { FunctionPermission } from '@merchant/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { findMenuPath } from '../app/layout/menu/menu-model';
import { useMenu } from '../app/layout/menu/use-menu';
import { type Access, buildAccess, noAccess } from './access';
import { http } from './http';

export const accessQueryKey = (menuId: number) => ['access', menuId] as const;

export const parseMenuId = (value: string | null | undefined): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

export interface UseAccessResult extends Access {
  isLoading: boolean;
  menuId: number | undefined;
}

/** The menu entry of `pathname` in the tree, else the `?id` given; undefined when neither. */
export const useRouteMenuId = (): number | undefined => {
  const { pathname, search } = useLocation();
  const { items } = useMenu();
  return useMemo(() => {
    const idParam = new URLSearchParams(search).get('id');
    return findMenuPath(items, pathname, idParam).at(-1)?.id ?? parseMenuId(idParam);
  }, [items, pathname, search]);
};

export const useAccess = (menuId?: number): UseAccessResult => {
  const fromRoute = useRouteMenuId();
  const id = menuId ?? fromRoute;
  const query = useQuery({
    queryKey: accessQueryKey(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<FunctionPermission[]>(`/permission/auth/menu/function/${id}`, undefined, { signal }),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
  const access = useMemo(() => (query.data ? buildAccess(query.data) : noAccess), [query.data]);
  return { ...access, isLoading: query.isLoading, menuId: id };
};
