import type { MenuItem } from '@merchant/shared';
import { pathOf } from '../route-match';

/**
 * The sidebar menu comes from the server (GET /permission/auth/menu). It may name screens
 * this build does not have yet; `isRegistered` answers whether a url is a registered route,
 * and only those entries are shown, so the sidebar never offers a dead link.
 */
export const filterMenu = (
  items: readonly MenuItem[],
  isRegistered: (url: string) => boolean,
): MenuItem[] => {
  const visible: MenuItem[] = [];
  for (const item of items) {
    const children = item.children ?? [];
    if (children.length > 0) {
      // A parent is only a folder: it stays exactly when something inside it can be opened.
      const kept = filterMenu(children, isRegistered);
      if (kept.length > 0) visible.push({ ...item, children: kept });
    } else if (isRegistered(item.url)) {
      visible.push({ ...item, children: [] });
    }
  }
  return visible;
};

/** Menu entries link to their url plus `?id=<menu item id>`: screens read their button permissions by it. */
export const menuHref = (item: Pick<MenuItem, 'id' | 'url'>): string => {
  const [path, query] = item.url.split('?');
  const params = new URLSearchParams(query);
  params.set('id', String(item.id));
  return `${path}?${params.toString()}`;
};

/** Stable Menu keys: the menu id, as a string (antd keys are strings). */
export const menuKey = (item: Pick<MenuItem, 'id'>): string => String(item.id);

/**
 * The chain root → leaf of the entry the current page belongs to. The `id` query parameter
 * names the entry exactly (two entries may share a url); without it, or when it does not
 * match, the first leaf whose url is the pathname is taken.
 */
export const findMenuPath = (
  items: readonly MenuItem[],
  pathname: string,
  menuId?: string | null,
): MenuItem[] => {
  const byId = menuId
    ? walk(items, (item) => String(item.id) === menuId && pathOf(item.url) === pathname)
    : [];
  return byId.length > 0 ? byId : walk(items, (item) => pathOf(item.url) === pathname);
};

const walk = (items: readonly MenuItem[], hit: (item: MenuItem) => boolean): MenuItem[] => {
  for (const item of items) {
    const children = item.children ?? [];
    if (children.length === 0 && hit(item)) return [item];
    const below = walk(children, hit);
    if (below.length > 0) return [item, ...below];
  }
  return [];
};

/** The first entry that can be opened below (or at) `item`, depth first. */
export const firstLeaf = (item: MenuItem): MenuItem | undefined => {
  const children = item.children ?? [];
  if (children.length === 0) return item;
  for (const child of children) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
};

/**
 * Where a breadcrumb parent goes (spec §2: "breadcrumb parents navigate with that id"): its own
 * url with its own id when that url is a screen; a mere folder opens its first screen instead,
 * with that screen's id, which is the one the screen's permissions are keyed by.
 */
export const breadcrumbHref = (
  item: MenuItem,
  isRegistered: (url: string) => boolean,
): string | undefined => {
  if (isRegistered(item.url)) return menuHref(item);
  const leaf = firstLeaf(item);
  return leaf && isRegistered(leaf.url) ? menuHref(leaf) : undefined;
};

/** Keys of the folders to open so that the current entry is visible in the sidebar. */
export const openKeysFor = (path: readonly MenuItem[]): string[] => path.slice(0, -1).map(menuKey);
