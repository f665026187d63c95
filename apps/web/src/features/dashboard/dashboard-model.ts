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
