/**
 * The route guard of spec §4, as the root route's element: every navigation renders it, it
 * asks the pure `decideNavigation` (route-access.ts) and renders the page, a redirect, or a
 * spinner while the session is restored.
 */
import type { UserInfo } from '@merchant/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { fetchUserInfo } from '../features/user/auth.api';
import { ApiError } from '../lib/http';
import { notifyError } from './feedback';
import { PageSpinner } from './PageSpinner';
import { ADMIN_ROLE, decideNavigation, isPublicRoute, type RoleRoute } from './route-access';
import { generateRoutes } from './route-registry';
import type { RouteHandle } from './route-types';
import { useSessionStore } from './session-store';

let restoring: Promise<void> | undefined;

/** Puts the answer of GET /user/self/get_user_info into the session (the guard's restore). */
const applyUserInfo = (info: UserInfo): void => {
  useSessionStore.getState().setUserInfo(info);
  // Spec §4: route generation is always called with the admin role.
  useSessionStore.getState().setAccessibleRoutes(generateRoutes([ADMIN_ROLE]));
};

/**
 * Fetches name, avatar and roles for the current token. One request even when StrictMode
 * or several renders ask at once.
 */
export const restoreSession = (): Promise<void> => {
  restoring ??= fetchUserInfo()
    .then(applyUserInfo)
    .finally(() => {
      restoring = undefined;
    });
  return restoring;
};

export const Guard = () => {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const token = useSessionStore((state) => state.token);
  const infoLoaded = useSessionStore((state) => state.infoLoaded);
  const roles = useSessionStore((state) => state.roles);

  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const decision = decideNavigation({
    pathname: location.pathname,
    fullPath: `${location.pathname}${location.search}`,
    token,
    infoLoaded,
    roles,
    isPublic: isPublicRoute(location.pathname, handles),
    matched: handles.map((handle): RoleRoute => ({ handle })),
  });

  const mustLoad = decision.kind === 'loadUser';
  useEffect(() => {
    if (!mustLoad) return;
    let active = true;
    restoreSession().catch((error: unknown) => {
      if (!active) return;
      useSessionStore.getState().logout();
      // The server's reason when it gave one, else the spec's default text.
      const server = error instanceof ApiError && error.code < 0 ? error.message : '';
      notifyError(server || t('verificationFailed'));
      navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [mustLoad, navigate, t]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (decision.kind === 'loadUser') return <PageSpinner />;
  return <Outlet />;
};
