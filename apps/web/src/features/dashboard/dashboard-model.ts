/**
 * Pure helpers of the dashboard: the greeting by time of day and the selected store.
 * Unit-tested.
 */
import type { StoreOption } from '@merchant/shared';
import { pickStoreId } from '../../app/layout/topbar/store-model';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** 05:00–11:59 morning, 12:00–17:59 afternoon, otherwise evening (night owls included). */
export const greetingFor = (hour: number): Greeting => {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
};

/**
 * The store the console works on, by the top bar's own rule (pickStoreId): the Store-Id
 * cookie's while it is one of the options, else the first option (spec §4).
 */
export const selectedStore = (
  stores: readonly StoreOption[] | undefined,
  storeId: number | undefined,
): StoreOption | undefined => {
  const id = pickStoreId(stores ?? [], storeId);
  return stores?.find((store) => store.id === id);
};

export type Trend = 'up' | 'down' | 'same';

/** Today against the same weekday last week (up to the same time of day). */
export const trendOf = (figure: { today: number; last_week: number }): Trend =>
  figure.today > figure.last_week ? 'up' : figure.today < figure.last_week ? 'down' : 'same';

/** A session's fill in whole percent (0 when it has no places). */
export const fillPercent = (booked: number, capacity: number): number =>
  capacity <= 0 ? 0 : Math.min(100, Math.round((booked / capacity) * 100));

/**
 * A to-do item's link (`/path?filter`) as the sidebar writes the screen (`sidebarHref` of its
 * path, with the menu id), with the item's own query (the list's filter or tab) added.
 */
export const todoHref = (link: string, sidebarHrefOf: (path: string) => string): string => {
  const [path = '', query = ''] = link.split('?');
  const [base = '', baseQuery = ''] = sidebarHrefOf(path).split('?');
  const params = new URLSearchParams(baseQuery);
  for (const [name, value] of new URLSearchParams(query)) params.append(name, value);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
};
