/**
 * zustand's `create`, with one difference: server rendering and hydration read the store's
 * current state instead of the state it was created with.
 *
 * zustand hands React the creation-time state as the "server snapshot", which assumes that a
 * page drawn on the server shows every store as it starts. The console's first screen is drawn
 * for a signed-in merchant (src/prerender/first-screen.tsx): the server sets the stores from the
 * request before it renders, and the browser sets them from the same data before it hydrates,
 * so the current state is the one both sides drew with. `hydrationState` lets a store draw
 * something else during hydration (the tab strip: the server cannot see sessionStorage); React
 * re-renders with the current state right after.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

export type BoundStore<T> = StoreApi<T> & {
  (): T;
  <U>(selector: (state: T) => U): U;
};

const identity = <T>(value: T) => value;

export const createAppStore = <T>(
  initializer: StateCreator<T, [], []>,
  options: { hydrationState?: (state: T) => T } = {},
): BoundStore<T> => {
  const api = createStore<T>()(initializer);
  const { hydrationState } = options;
  // React requires the server snapshot to be the same value for the same state.
  let lastState: T | undefined;
  let lastHydrationState: T | undefined;
  const getHydrationState = (): T => {
    const state = api.getState();
    if (!hydrationState) return state;
    if (state !== lastState) {
      lastState = state;
      lastHydrationState = hydrationState(state);
    }
    return lastHydrationState as T;
  };
  function useBoundStore<U>(selector: (state: T) => U = identity as (state: T) => U): U {
    return useSyncExternalStore(
      api.subscribe,
      useCallback(() => selector(api.getState()), [selector]),
      () => selector(getHydrationState()),
    );
  }
  return Object.assign(useBoundStore, api) as BoundStore<T>;
};
