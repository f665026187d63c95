/**
 * The selected store (spec §4): kept in the `Store-Id` cookie so that a reload keeps it. The
 * server is told about a change by the store switcher (POST /user/store/select/{id}) before it
 * calls `setStoreId`; this store only remembers the choice.
 */

import { create } from 'zustand';
import { getStoreId, removeStoreId, setStoreIdCookie } from '../lib/cookies';

export interface StoreState {
  storeId: number | undefined;
  setStoreId: (id: number | undefined) => void;
}

export const useStoreStore = create<StoreState>()((set) => ({
  storeId: getStoreId(),
  setStoreId: (id) => {
    if (id === undefined) removeStoreId();
    else setStoreIdCookie(id);
    set({ storeId: id });
  },
}));
