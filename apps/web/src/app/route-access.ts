/**
 * Pure rules of the route guard (spec §4), unit-tested in route-access.test.ts. The guard
 * component (guard.tsx) only feeds them the session and the matched routes.
 */

/** Spec §4/§6: the only role the console uses; it passes every role check. */
export const ADMIN_ROLE = 'admin';

export interface RoleRoute {
  handle?: { roles?: string[] };
  children?: RoleRoute[];
}

/** Admin passes everywhere; otherwise a route with a role list needs one of the user's roles. */
export const hasRouteRole = (route: RoleRoute, roles: readonly string[]): boolean => {
  if (roles.includes(ADMIN_ROLE)) return true;
  const required = route.handle?.roles;
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
};

/** Routes a user with `roles` may see, filtered recursively through children. */
export const filterRoutesByRoles = <R extends RoleRoute>(
  routes: readonly R[],
  roles: readonly string[],
): R[] => {
  const kept: R[] = [];
  for (const route of routes) {
    if (!hasRouteRole(route, roles)) continue;
    kept.push(
      route.children
        ? { ...route, children: filterRoutesByRoles(route.children as R[], roles) }
        : { ...route },
    );
  }
  return kept;
};

/** Paths reachable without a token, whatever the route definitions say. */
export const PUBLIC_PATHS = ['/login', '/forget', '/loginredirect', '/404', '/401'] as const;
export const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/401';

export interface PublicFlags {
  public?: boolean;
  layout?: boolean;
}

/**
 * A path is public when it is one of PUBLIC_PATHS or a matched route says so: explicitly
 * with `handle.public`, or by standing outside the main layout (`layout: false`) unless it
 * opts out with `public: false`.
 */
export const isPublicRoute = (pathname: string, handles: readonly (PublicFlags | undefined)[]): boolean => {
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return true;
  return handles.some((handle) => handle !== undefined && (handle.public ?? handle.layout === false));
};

/**
 * Only same-site paths are followed after login: `//evil.example` or `https://…` in
 * `?redirect=` would otherwise turn the login page into an open redirect.
 */
export const safeRedirect = (value: string | null | undefined, fallback = '/'): string => {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return fallback;
  return value;
};

export const loginPathFor = (askedPath: string): string =>
  askedPath && askedPath !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(askedPath)}` : LOGIN_PATH;

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; state?: { noGoBack: true } }
  | { kind: 'loadUser' };

export interface GuardInput {
  pathname: string;
  /** pathname + search, used for the `redirect` parameter. */
  fullPath: string;
  token: string | undefined;
  infoLoaded: boolean;
  roles: readonly string[];
  isPublic: boolean;
  /** The matched routes, for the role check. */
  matched: readonly RoleRoute[];
}

export const decideNavigation = (input: GuardInput): GuardDecision => {
  if (!input.token) {
    return input.isPublic ? { kind: 'allow' } : { kind: 'redirect', to: loginPathFor(input.fullPath) };
  }
  if (input.pathname === LOGIN_PATH) {
    // Signed in on /login: go where the sign-in was meant to lead, as the login page does, so
    // that the guard and the page never race to different places.
    const asked = new URLSearchParams(input.fullPath.split('?')[1] ?? '').get('redirect');
    return { kind: 'redirect', to: safeRedirect(asked) };
  }
  if (input.isPublic) return { kind: 'allow' };
  if (!input.infoLoaded || input.roles.length === 0) return { kind: 'loadUser' };
  if (input.matched.every((route) => hasRouteRole(route, input.roles))) return { kind: 'allow' };
  return { kind: 'redirect', to: UNAUTHORIZED_PATH, state: { noGoBack: true } };
};
