/**
 * Which tab a view is rendered in. A list keeps its filters, page and sorts in its tab's URL;
 * when it changes them it navigates with `{ state: { tabKey } }`, so the content area moves
 * that tab to the new query (retargetTab) instead of opening another tab for it.
 */
import { createContext, useContext } from 'react';

export const TabKeyContext = createContext<string | undefined>(undefined);

/** The key of the tab this view belongs to; undefined outside the tabbed content area. */
export const useTabKey = (): string | undefined => useContext(TabKeyContext);

export interface TabNavigationState {
  tabKey: string;
}

/** The tab a navigation says it belongs to (only the list kit sets it). */
export const tabKeyOfState = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const key = (state as Partial<TabNavigationState>).tabKey;
  return typeof key === 'string' ? key : undefined;
};
