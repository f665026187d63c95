/**
 * Shell state shared by the sidebar, the top bar and the content area.
 * - `sidebarOpened` is the desktop sidebar (expanded or collapsed), kept in the
 *   `sidebarStatus` cookie (spec §2) so a reload keeps it; open by default.
 * - `drawerOpen` is the mobile drawer: never remembered, it starts closed and closes on
 *   every navigation, like a phone menu.
 * - `contentVersion` is the content area's React key: switching store bumps it so every open
 *   view remounts and reads the new store's data (docs/web-architecture.md, "Query keys").
 *   `resetPending` asks the remounted content to reset the query cache (see KeepAliveContent).
 */

import { create } from 'zustand';
import { getSidebarOpened, setSidebarOpened } from '../../lib/cookies';

export interface LayoutState {
  sidebarOpened: boolean;
  drawerOpen: boolean;
  contentVersion: number;
  resetPending: boolean;
  toggleSidebar: () => void;
  setDrawerOpen: (open: boolean) => void;
  /** Remounts every open view and has the query cache reset in between. */
  switchContent: () => void;
  /** True once after switchContent: the caller resets the cache. */
  takeReset: () => boolean;
}

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  sidebarOpened: getSidebarOpened() ?? true,
  drawerOpen: false,
  contentVersion: 0,
  resetPending: false,
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    setSidebarOpened(opened);
    set({ sidebarOpened: opened });
  },
  setDrawerOpen: (open) => set({ drawerOpen: open }),
  switchContent: () => set((state) => ({ contentVersion: state.contentVersion + 1, resetPending: true })),
  takeReset: () => {
    const pending = get().resetPending;
    if (pending) set({ resetPending: false });
    return pending;
  },
}));
