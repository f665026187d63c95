/**
 * The order of the pictures on the screen, as pure functions (unit-tested): where a drag or a
 * key press moves a picture, and the complete id list the server takes.
 */

/** `items` with the one at `from` moved to `to` (both indexes in the original list). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
};

/** The new id order after dropping `activeId` on `overId`; null when nothing moves. */
export const orderAfterDrop = (
  ids: readonly number[],
  activeId: number,
  overId: number | null,
): number[] | null => {
  if (overId === null || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return moveItem(ids, from, to);
};

/** Rows in the order of `ids`, renumbered 1..n (what the screen shows while the server saves). */
export const applyOrder = <T extends { id: number; sort: number }>(
  rows: readonly T[],
  ids: readonly number[],
): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id, index) => {
    const row = byId.get(id);
    return row ? [{ ...row, sort: index + 1 }] : [];
  });
};
