/**
 * The tab strip of visited views (spec §2 "Shell behaviour"), as pure functions over an array,
 * so every rule is unit-tested without React. The zustand store (tabs-store.ts) only calls these.
 *
 * Rules:
 * - A tab's key is pathname + search: the same screen opened with another `id` or another
 *   query is another tab (two orders side by side).
 * - Affix tabs (the dashboard, and any route whose handle says affix) are never closed. There
 *   is one tab per affix route: visiting it with another query reuses the tab, so the
 *   sidebar's `/dashboard?id=1` and the root's redirect to `/dashboard` do not make two.
 * - Affix tabs come first, then the others in visiting order.
 */
export interface TabView {
  key: string;
  pathname: string;
  search: string;
  /** i18n key from the route's handle.title. */
  title: string;
  /** Text set by the page itself (useTabTitle), e.g. the announcement's title; wins over `title`. */
  label?: string;
  affix: boolean;
  /** handle.noCache: the view is unmounted while hidden instead of kept alive. */
  noCache: boolean;
  /** Bumped by "refresh"; part of the view's React key, so bumping remounts it. */
  refresh: number;
}

export interface RouteMeta {
  title: string;
  affix?: boolean;
  noCache?: boolean;
}

/** sessionStorage key: tabs survive a reload of the page, not a new browser session. */
export const TABS_STORAGE_KEY = 'tabs-view';

export const tabKey = (pathname: string, search: string): string => `${pathname}${normalizeSearch(search)}`;

const normalizeSearch = (search: string): string => (search === '' || search === '?' ? '' : search);

export const makeTab = (pathname: string, search: string, meta: RouteMeta): TabView => {
  const affix = meta.affix === true;
  return {
    key: affix ? pathname : tabKey(pathname, search),
    pathname,
    search: normalizeSearch(search),
    title: meta.title,
    affix,
    noCache: meta.noCache === true,
    refresh: 0,
  };
};

/**
 * The tab that shows `pathname + search`, if it is open: the one whose current query it is
 * (a list moves its own tab's query, see retargetTab), else the one opened with it.
 */
export const findTab = (tabs: readonly TabView[], pathname: string, search: string): TabView | undefined => {
  const key = tabKey(pathname, search);
  return (
    tabs.find((tab) => tabKey(tab.pathname, tab.search) === key) ??
    tabs.find((tab) => tab.key === key) ??
    tabs.find((tab) => tab.affix && tab.pathname === pathname)
  );
};

/**
 * A screen changed its own query (a list's filters, page and sorts live in its tab's URL):
 * the tab keeps its key, so its view stays mounted, and points to the new query.
 */
export const retargetTab = (
  tabs: readonly TabView[],
  key: string,
  pathname: string,
  search: string,
): TabView[] => {
  const tab = tabs.find((open) => open.key === key);
  const next = normalizeSearch(search);
  if (!tab || tab.pathname !== pathname || tab.search === next) return tabs as TabView[];
  return tabs.map((open) => (open === tab ? { ...open, search: next } : open));
};

const ordered = (tabs: readonly TabView[]): TabView[] => [
  ...tabs.filter((tab) => tab.affix),
  ...tabs.filter((tab) => !tab.affix),
];

/**
 * Records a visit. An open tab keeps its place; an affix tab takes on the latest query (so
 * returning to it shows what was last asked for); a new tab goes last.
 */
export const addVisit = (tabs: readonly TabView[], view: TabView): TabView[] => {
  const open = findTab(tabs, view.pathname, view.search);
  if (!open) return ordered([...tabs, view]);
  if (open.affix && open.search !== view.search) {
    return tabs.map((tab) => (tab === open ? { ...tab, search: view.search } : tab));
  }
  return tabs as TabView[];
};

export const closeTab = (tabs: readonly TabView[], key: string): TabView[] =>
  tabs.filter((tab) => tab.affix || tab.key !== key);

/** Keeps the affix tabs and `key`. */
export const closeOthers = (tabs: readonly TabView[], key: string): TabView[] =>
  tabs.filter((tab) => tab.affix || tab.key === key);

export const closeAll = (tabs: readonly TabView[]): TabView[] => tabs.filter((tab) => tab.affix);

export const refreshTab = (tabs: readonly TabView[], key: string): TabView[] =>
  tabs.map((tab) => (tab.key === key ? { ...tab, refresh: tab.refresh + 1 } : tab));

/** Longest page-given label kept (a tab is narrow; this only bounds what is stored). */
export const MAX_LABEL_LENGTH = 60;

/** Sets (or, with an empty text, clears) a page-given label; unchanged tabs stay the same array. */
export const labelTab = (tabs: readonly TabView[], key: string, label: string): TabView[] => {
  const text = label.trim().slice(0, MAX_LABEL_LENGTH) || undefined;
  const tab = tabs.find((open) => open.key === key);
  if (!tab || tab.label === text) return tabs as TabView[];
  return tabs.map((open) => (open === tab ? { ...open, label: text } : open));
};

/**
 * Which tab to show after the active one was closed: its right neighbour in the old order if
 * still open, else its left one, else the last remaining tab. Undefined when none is left
 * (the caller goes home).
 */
export const nextAfterClose = (
  before: readonly TabView[],
  after: readonly TabView[],
  closedKey: string,
): TabView | undefined => {
  const index = before.findIndex((tab) => tab.key === closedKey);
  const remaining = new Set(after.map((tab) => tab.key));
  const candidates = [...before.slice(index + 1), ...before.slice(0, Math.max(index, 0)).reverse()];
  return candidates.find((tab) => remaining.has(tab.key)) ?? after[after.length - 1];
};

/** Where a tab points: its own pathname and query. */
export const tabHref = (tab: Pick<TabView, 'pathname' | 'search'>): string => `${tab.pathname}${tab.search}`;

/**
 * Builds the strip at start-up: the affix tabs of the registered routes, then what was stored.
 * Stored tabs are re-resolved against today's routes (`resolve`): a tab whose screen no
 * longer exists is dropped, and title, affix and noCache come from the route, not the storage.
 */
type StoredTab = Pick<TabView, 'pathname' | 'search' | 'label'>;

export const restoreTabs = (
  stored: readonly StoredTab[],
  affixRoutes: readonly { path: string; meta: RouteMeta }[],
  resolve: (pathname: string) => RouteMeta | undefined,
): TabView[] => {
  let tabs: TabView[] = affixRoutes.map((route) => makeTab(route.path, '', { ...route.meta, affix: true }));
  for (const item of stored) {
    const meta = resolve(item.pathname);
    if (!meta) continue;
    const tab = makeTab(item.pathname, item.search, meta);
    tabs = addVisit(tabs, tab);
    if (item.label)
      tabs = labelTab(tabs, findTab(tabs, tab.pathname, tab.search)?.key ?? tab.key, item.label);
  }
  return tabs;
};

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

/**
 * Only where each tab points (and a page-given label: a hidden tab's page does not run its
 * effects after a reload, so could not set it again) is stored; the rest is derived on load.
 */
export const saveTabs = (storage: WriteStorage, tabs: readonly TabView[]): void => {
  const data = tabs.map(({ pathname, search, label }) =>
    label ? { pathname, search, label } : { pathname, search },
  );
  try {
    storage.setItem(TABS_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled (private mode): the strip still works, it just is not restored.
  }
};

export const loadTabs = (storage: ReadStorage): StoredTab[] => {
  let raw: string | null;
  try {
    raw = storage.getItem(TABS_STORAGE_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { pathname, search, label } = item as Record<string, unknown>;
      if (typeof pathname !== 'string' || !pathname.startsWith('/')) return [];
      const query = typeof search === 'string' && search.startsWith('?') ? normalizeSearch(search) : '';
      const text = typeof label === 'string' ? label.slice(0, MAX_LABEL_LENGTH) : '';
      return [text ? { pathname, search: query, label: text } : { pathname, search: query }];
    });
  } catch {
    return [];
  }
};
