/**
 * The visited views, in a zustand store so the strip and the content area share them. Every
 * rule lives in tabs-model.ts; this file only wires it to sessionStorage and the routes.
 */
import { create } from 'zustand';
import { useSessionStore } from '../../session-store';
import { findTabRoute, tabRoutes } from '../layout-routes';
import { tabMetaOf } from '../route-match';
import {
  addVisit,
  closeAll,
  closeOthers,
  closeTab,
  findTab,
  labelTab,
  loadTabs,
  makeTab,
  type RouteMeta,
  refreshTab,
  restoreTabs,
  retargetTab,
  saveTabs,
  TABS_STORAGE_KEY,
  type TabView,
} from './tabs-model';

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

export const routeMetaOf = (pathname: string): RouteMeta | undefined => {
  const route = findTabRoute(pathname);
  return route ? tabMetaOf(route) : undefined;
};

// Affix tabs are there from the start; a pattern path (`/x/:id`) cannot be opened without
// its parameter, so only literal ones qualify.
const affixRoutes = tabRoutes
  .filter((route) => tabMetaOf(route).affix && !route.path.includes(':'))
  .map((route) => ({ path: route.path, meta: tabMetaOf(route) }));

const initialTabs = (): TabView[] => {
  const store = storage();
  return restoreTabs(store ? loadTabs(store) : [], affixRoutes, routeMetaOf);
};

/** The strip of a new session: the affix tabs only. */
const affixTabs = restoreTabs([], affixRoutes, routeMetaOf);

export interface TabsState {
  tabs: TabView[];
  /**
   * Records a visit to pathname + search; ignored when no layout route renders it. `fromTab`
   * names the tab whose own screen moved its query (navigation state, see tab-key.ts): that
   * tab follows instead of a new one opening.
   */
  visit: (pathname: string, search: string, fromTab?: string) => void;
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeAll: () => void;
  refresh: (key: string) => void;
  /** A page names its own tab (useTabTitle). */
  setLabel: (pathname: string, search: string, label: string) => void;
  /** Back to the affix tabs only (logout). */
  reset: () => void;
}

export const useTabsStore = create<TabsState>()((set, get) => {
  const commit = (tabs: TabView[]) => {
    if (tabs === get().tabs) return;
    set({ tabs });
    const store = storage();
    if (store) saveTabs(store, tabs);
  };
  return {
    tabs: initialTabs(),
    visit: (pathname, search, fromTab) => {
      if (fromTab && get().tabs.some((tab) => tab.key === fromTab && tab.pathname === pathname)) {
        commit(retargetTab(get().tabs, fromTab, pathname, search));
        return;
      }
      const meta = routeMetaOf(pathname);
      if (meta) commit(addVisit(get().tabs, makeTab(pathname, search, meta)));
    },
    close: (key) => commit(closeTab(get().tabs, key)),
    closeOthers: (key) => commit(closeOthers(get().tabs, key)),
    closeAll: () => commit(closeAll(get().tabs)),
    // The refresh counter is not stored: a reload remounts everything anyway.
    refresh: (key) => set({ tabs: refreshTab(get().tabs, key) }),
    setLabel: (pathname, search, label) => {
      const tab = findTab(get().tabs, pathname, search);
      if (tab) commit(labelTab(get().tabs, tab.key, label));
    },
    reset: () => {
      set({ tabs: affixTabs });
      storage()?.removeItem(TABS_STORAGE_KEY);
    },
  };
});

// Logout (from the user menu, or the "signed out" dialog) ends the strip too: the next user
// must not find the previous one's views, not even in memory.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useTabsStore.getState().reset();
});
