import type { MenuItem } from '@merchant/shared';

interface FlatMenu {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
  favicon: string;
}

/** Turns the flat, already-sorted menu rows into the sidebar tree. */
export const buildMenuTree = (rows: FlatMenu[]): MenuItem[] => {
  const byId = new Map<number, MenuItem>();
  for (const row of rows)
    byId.set(row.id, { id: row.id, name: row.name, url: row.url, favicon: row.favicon, children: [] });
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
};
