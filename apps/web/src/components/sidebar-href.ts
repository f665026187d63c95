/**
 * Links to a screen written exactly as the sidebar writes them (`path?id=<menu id>`). The tab
 * strip keys tabs by path and query, so a link without the menu id would open a second tab of
 * a screen already open from the sidebar, and that screen would not find its button
 * permissions (useAccess reads the `id` query parameter).
 */
import type { MenuItem } from '@merchant/shared';
import { useMemo } from 'react';
import { findMenuPath, menuHref } from '../app/layout/menu/menu-model';
import { useMenu } from '../app/layout/menu/use-menu';

/** Falls back to the bare path while the menu is not loaded or has no entry for it. */
export const sidebarHref = (menu: readonly MenuItem[] | undefined, path: string): string => {
  const entry = findMenuPath(menu ?? [], path).at(-1);
  return entry ? menuHref(entry) : path;
};

export const useSidebarHref = (path: string): string => {
  const { items } = useMenu();
  return useMemo(() => sidebarHref(items, path), [items, path]);
};
