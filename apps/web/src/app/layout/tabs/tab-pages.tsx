/**
 * The page element of every tab route, for the descendant <Routes> each tab renders. The data
 * router already loaded the page's chunk (its own `lazy`) before the navigation finished, so
 * the page renders directly; React.lazy is only the fallback for a page not loaded yet.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../PageSpinner';
import { loadedPage, loadPage } from '../../page-modules';
import type { AppRoute } from '../../route-types';
import { tabRoutes } from '../layout-routes';
import { isMenuScreen, screenAccess } from '../menu/screen-access';
import { useMenu } from '../menu/use-menu';

// Only a screen the account was not granted shows it: not on any first load (antd's Result
// brings its illustrations).
const ForbiddenScreen = lazy(() => import('./ForbiddenScreen'));

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();

// React.lazy remembers a failed import for good; forgetting the failed one lets "refresh"
// (which remounts the tab) try the import again.
const pageFor = (route: AppRoute): LazyExoticComponent<ComponentType> => {
  let page = pages.get(route);
  if (!page) {
    page = lazy(() =>
      loadPage(route).catch((error: unknown) => {
        pages.delete(route);
        throw error;
      }),
    );
    pages.set(route, page);
  }
  return page;
};

const LazyPage = ({ route }: { route: AppRoute }) => {
  // Already loaded (the usual case: the router loaded it for the navigation): no suspending.
  const Page = loadedPage(route) ?? pageFor(route);
  return <Page />;
};

/** A menu screen: shown only when this account's menu lists it (menu/screen-access.ts). */
const MenuScreen = ({ route }: { route: AppRoute }) => {
  const menu = useMenu();
  const access = screenAccess({
    path: route.path,
    hidden: route.handle.hidden,
    items: menu.items,
    menuLoading: menu.isLoading,
    menuFailed: menu.isError,
  });
  if (access === 'wait') return <PageSpinner />;
  if (access === 'forbidden') return <ForbiddenScreen />;
  return <LazyPage route={route} />;
};

export const tabRouteObjects: RouteObject[] = tabRoutes.map((route) => ({
  path: route.path,
  // Screens outside the menu check (hidden routes, the home screen) render as they always did.
  element: isMenuScreen(route) ? <MenuScreen route={route} /> : <LazyPage route={route} />,
}));
