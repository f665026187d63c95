/**
 * The registered routes as the shell sees them (app/route-registry.ts), flattened once.
 * Everything that must not offer a dead link (sidebar, dropdown, badges) asks `isRegistered`.
 */
import { appRoutes, layoutRoutes } from '../route-registry';
import { findRoute, flattenRoutes, isMenuUrl, isRegisteredUrl } from './route-match';

export const allRoutes = flattenRoutes(appRoutes);
/** Views rendered inside the main layout, hence the ones that get a tab. */
export const tabRoutes = flattenRoutes(layoutRoutes);

/** True when `url` (a path, maybe with a query) is a screen of this build, in or out of the layout. */
export const isRegistered = (url: string): boolean => isRegisteredUrl(allRoutes, url);

/** True when the sidebar may offer `url`: registered and not hidden. */
export const isMenuEntry = (url: string): boolean => isMenuUrl(allRoutes, url);

export const findTabRoute = (pathname: string) => findRoute(tabRoutes, pathname);
