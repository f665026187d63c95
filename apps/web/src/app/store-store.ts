/**
 * The store this browser tab shows (spec §4, DESIGN.md "the store is part of every
 * store-scoped call").
 *
 * Every call of the tab names this store (lib/http.ts sends it as X-Store-Id), so it must be
 * the tab's own: the `Store-Id` cookie is shared by every tab and only says which store a new
 * tab starts on. The tab's choice is kept in its sessionStorage too, so that a reload of the
 * tab stays on the store it showed. The server is told about a change by the store switcher
 * (POST /user/store/select/{id}) before it calls `setStoreId`; this store only remembers the
 * choice.
 */

import { create } from 'zustand';
import { getStoreId, parseStoreId, removeStoreId, setStoreIdCookie } from '../lib/cookies';

/** sessionStorage key (the app's `store:` prefix, so that a logout clears it). */
export const TAB_STORE_KEY = 'store:tab-store-id';

const tabStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the tab then starts from the cookie on every load.
    return undefined;
  }
};

/** The tab's own store if it chose one, else the cookie's (the last store chosen anywhere). */
const initialStoreId = (): number | undefined =>
  parseStoreId(tabStorage()?.getItem(TAB_STORE_KEY) ?? undefined) ?? getStoreId();

export interface StoreState {
  storeId: number | undefined;
  /** This tab's store, remembered for the tab and as the default of new tabs. */
  setStoreId: (id: number | undefined) => void;
}

export const useStoreStore = create<StoreState>()((set) => ({
  storeId: initialStoreId(),
  setStoreId: (id) => {
    const storage = tabStorage();
    if (id === undefined) {
      removeStoreId();
      storage?.removeItem(TAB_STORE_KEY);
    } else {
      setStoreIdCookie(id);
      storage?.setItem(TAB_STORE_KEY, String(id));
    }
    set({ storeId: id });
  },
}));
