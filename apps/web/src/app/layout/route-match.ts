import { matchPath } from 'react-router';

/**
 * The part of a registered route (AppRoute, app/route-registry.ts) the shell needs. Kept
 * structural so that these pure helpers and their tests do not load every feature's routes.
 */
export interface RouteLike {
  path: string;
  handle: {
    title: string;
    noCache?: boolean;
    affix?: boolean;
    hidden?: boolean;
    layout?: boolean;
  };
}

/** The home screen (spec §2); its tab is always affix. */
export const HOME_PATH = '/dashboard';

/** Server menu urls and dropdown targets may carry a query or hash; routes never do. */
export const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? '';

/**
 * The registered route that renders `pathname`. A literal path wins over a pattern
 * (`/notice/detail` over `/notice/:id`), as in the router's own ranking.
 */
export const findRoute = <R extends RouteLike>(routes: readonly R[], pathname: string): R | undefined =>
  routes.find((route) => route.path === pathname) ??
  routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);

export const isRegisteredUrl = (routes: readonly RouteLike[], url: string): boolean => {
  const path = pathOf(url);
  return path !== '' && findRoute(routes, path) !== undefined;
};

/** A sidebar entry needs a registered route that is not `hidden` (details, dropdown-only screens). */
export const isMenuUrl = (routes: readonly RouteLike[], url: string): boolean => {
  const path = pathOf(url);
  const route = path === '' ? undefined : findRoute(routes, path);
  return route !== undefined && route.handle.hidden !== true;
};

/** Routes shown inside the main layout (the rest, like /login or /state, stand alone). */
export const inLayout = <R extends RouteLike>(route: R): boolean => route.handle.layout !== false;

/** Routes may nest `children` (absolute paths too); the shell looks at them as one list. */
export const flattenRoutes = <R extends RouteLike & { children?: R[] }>(routes: readonly R[]): R[] =>
  routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);

/** What a tab needs to know about its route; the home screen is always affix. */
export const tabMetaOf = (route: RouteLike): { title: string; affix: boolean; noCache: boolean } => ({
  title: route.handle.title,
  affix: route.handle.affix === true || route.path === HOME_PATH,
  noCache: route.handle.noCache === true,
});
