/** The pure rules of employee grants (docs/staff-access.md). */

export interface GrantableFunctionRow {
  id: number;
  name: string;
  menu_id: number;
}

/**
 * The functions to store for a request: each asked id must be grantable (else its id is
 * returned as `refused`), and a button brings its screen's `:view` with it.
 */
export const expandGrants = (
  asked: readonly number[],
  grantable: readonly GrantableFunctionRow[],
): { ids: number[]; refused: number | null } => {
  const byId = new Map(grantable.map((f) => [f.id, f]));
  const viewOfMenu = new Map(grantable.filter((f) => f.name.endsWith(':view')).map((f) => [f.menu_id, f.id]));
  const ids = new Set<number>();
  for (const id of asked) {
    const fn = byId.get(id);
    if (!fn) return { ids: [], refused: id };
    ids.add(id);
    const view = viewOfMenu.get(fn.menu_id);
    if (view !== undefined) ids.add(view);
  }
  return { ids: [...ids].sort((a, b) => a - b), refused: null };
};

const added = (before: readonly number[], after: readonly number[]) =>
  after.filter((x) => !before.includes(x));

/** audit_events.reason is varchar(500). */
export const MAX_REASON_LENGTH = 500;

/**
 * The operation log's reason for a change of stores and grants, e.g.
 * `+coach:edit -member:edit; stores +2 -3`; null when nothing changed. A change too long to
 * list (a whole template at once) is counted instead: `+56 -0 permissions; stores +2`.
 */
export const grantChangeReason = (
  before: { storeIds: readonly number[]; functionIds: readonly number[] },
  after: { storeIds: readonly number[]; functionIds: readonly number[] },
  nameOf: (functionId: number) => string,
): string | null => {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const gained = sorted(added(before.functionIds, after.functionIds));
  const lost = sorted(added(after.functionIds, before.functionIds));
  const storesIn = sorted(added(before.storeIds, after.storeIds));
  const storesOut = sorted(added(after.storeIds, before.storeIds));
  const listed = [...gained.map((id) => `+${nameOf(id)}`), ...lost.map((id) => `-${nameOf(id)}`)].join(' ');
  const counted = gained.length || lost.length ? `+${gained.length} -${lost.length} permissions` : '';
  const storeList = [...storesIn.map((id) => `+${id}`), ...storesOut.map((id) => `-${id}`)].join(' ');
  const storeCount = storeList ? `+${storesIn.length} -${storesOut.length}` : '';
  const join = (functions: string, stores: string) =>
    [functions, stores ? `stores ${stores}` : ''].filter(Boolean).join('; ');
  for (const reason of [join(listed, storeList), join(counted, storeList), join(counted, storeCount)])
    if (reason.length <= MAX_REASON_LENGTH) return reason || null;
  return null;
};

/** Old ∪ new stores: each gets one operation-log row for a change. */
export const affectedStores = (before: readonly number[], after: readonly number[]): number[] =>
  [...new Set([...before, ...after])].sort((a, b) => a - b);
