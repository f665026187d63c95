import type { ComponentType } from 'react';
import type { AppRoute } from './route-types';

/**
 * The page components that have finished loading, so that a view can render one at once.
 * Rendering a page through React.lazy suspends once even when its chunk is already loaded,
 * and React holds a revealed Suspense boundary back for about 300 ms: every first view of a
 * tab would wait that long for nothing.
 */
const loaded = new Map<AppRoute, ComponentType>();

/** Loads a route's page (the router and the tab strip both call this) and remembers it. */
export const loadPage = async (route: AppRoute): Promise<{ default: ComponentType }> => {
  const page = await route.lazy();
  loaded.set(route, page.default);
  return page;
};

export const loadedPage = (route: AppRoute): ComponentType | undefined => loaded.get(route);
