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

/** The rows of `visible` menus and of every folder above them, in the rows' order. */
export const withAncestors = <T extends { id: number; parent_id: number | null }>(
  rows: readonly T[],
  visible: readonly number[],
): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const id of visible) {
    for (
      let row = byId.get(id);
      row && !keep.has(row.id);
      row = row.parent_id === null ? undefined : byId.get(row.parent_id)
    )
      keep.add(row.id);
  }
  return rows.filter((r) => keep.has(r.id));
};
