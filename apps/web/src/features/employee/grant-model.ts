/**
 * The rules of the employee grant tree, pure so they are unit-tested (grant-model.test.ts).
 * The tree is GET /employee/grant-options' `menus`: folders (children, no functions) and
 * screens (functions, one of them the screen's `:view`). A selection is a set of
 * menu_functions ids; the server adds a button's view itself, the console shows it at once:
 * - checking a button checks its screen's view;
 * - unchecking a view unchecks every button of that screen;
 * - a template (front desk, manager, finance) fills the selection with its ids;
 * - changing any box by hand makes the template `custom`.
 */
import type {
  EmployeeGrantOptions,
  EmployeeTemplate,
  GrantableFunction,
  GrantableMenu,
} from '@merchant/shared';

export const VIEW_SUFFIX = ':view';

/** A screen of the tree with the folders above it (outermost first). */
export interface GrantScreen {
  menu: GrantableMenu;
  folders: GrantableMenu[];
  view: GrantableFunction | undefined;
}

export const isView = (fn: Pick<GrantableFunction, 'name'>): boolean => fn.name.endsWith(VIEW_SUFFIX);

/** Every screen (a menu with functions), depth first, in the server's order. */
export const grantScreens = (menus: readonly GrantableMenu[], folders: GrantableMenu[] = []): GrantScreen[] =>
  menus.flatMap((menu) => [
    ...(menu.functions.length > 0 ? [{ menu, folders, view: menu.functions.find(isView) }] : []),
    ...grantScreens(menu.children, [...folders, menu]),
  ]);

/** The screens grouped under their top folder (a top-level screen is its own group). */
export interface GrantGroup {
  folder: GrantableMenu;
  screens: GrantScreen[];
}

export const grantGroups = (menus: readonly GrantableMenu[]): GrantGroup[] =>
  menus
    .map((folder) => ({ folder, screens: grantScreens([folder]) }))
    .filter((group) => group.screens.length > 0);

/** The screen each function id belongs to. */
const screenIndex = (screens: readonly GrantScreen[]): Map<number, GrantScreen> =>
  new Map(screens.flatMap((screen) => screen.menu.functions.map((fn) => [fn.id, screen] as const)));

/**
 * The selection with every button's view added, ids the tree does not know dropped, sorted:
 * what the server stores for the same input.
 */
export const closeSelection = (screens: readonly GrantScreen[], ids: Iterable<number>): number[] => {
  const index = screenIndex(screens);
  const kept = new Set<number>();
  for (const id of ids) {
    const screen = index.get(id);
    if (!screen) continue;
    kept.add(id);
    if (screen.view) kept.add(screen.view.id);
  }
  return [...kept].sort((a, b) => a - b);
};

/** One box changed by hand. */
export const toggleFunction = (
  screens: readonly GrantScreen[],
  selected: readonly number[],
  id: number,
  checked: boolean,
): number[] => {
  const screen = screenIndex(screens).get(id);
  if (!screen) return [...selected];
  const next = new Set(selected);
  if (checked) {
    next.add(id);
    if (screen.view) next.add(screen.view.id);
  } else if (screen.view?.id === id) {
    for (const fn of screen.menu.functions) next.delete(fn.id);
  } else {
    next.delete(id);
  }
  return [...next].sort((a, b) => a - b);
};

/** Every function id of a group's screens. */
const groupFunctionIds = (group: GrantGroup): number[] =>
  group.screens.flatMap((screen) => screen.menu.functions.map((fn) => fn.id));

/** A whole group (folder) checked or cleared at once. */
export const toggleGroup = (
  screens: readonly GrantScreen[],
  selected: readonly number[],
  group: GrantGroup,
  checked: boolean,
): number[] => {
  const next = new Set(selected);
  for (const id of groupFunctionIds(group)) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return closeSelection(screens, next);
};

export type GroupState = 'none' | 'some' | 'all';

export const groupState = (group: GrantGroup, selected: readonly number[]): GroupState => {
  const ids = groupFunctionIds(group);
  const chosen = new Set(selected);
  const count = ids.filter((id) => chosen.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
};

/** What choosing `template` puts in the tree; `custom` keeps what is there. */
export const templateSelection = (
  options: Pick<EmployeeGrantOptions, 'templates'>,
  screens: readonly GrantScreen[],
  template: EmployeeTemplate,
  current: readonly number[],
): number[] => (template === 'custom' ? [...current] : closeSelection(screens, options.templates[template]));
