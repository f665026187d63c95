/**
 * `useAccess(menuId?)`: the button permissions of the current screen. Menu entries link with
 * `?id=<menu id>` (spec §2), so by default the menu id comes from that query parameter.
 */
import type { FunctionPermission } from '@merchant/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
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

export const useAccess = (menuId?: number): UseAccessResult => {
  const [searchParams] = useSearchParams();
  const id = menuId ?? parseMenuId(searchParams.get('id'));
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
