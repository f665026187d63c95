/**
 * The data router. Shape:
 *
 *   <Guard/>                         every path; decides allow / redirect / restore session
 *   ├── /            -> /dashboard
 *   ├── standalone routes             handle.layout === false (login, forget, 404, 401, …)
 *   ├── <MainLayout/> (lazy)          every other registered route, and /redirect/*
 *   └── *            -> /404
 *
 * Pages and the layout are lazy: only the guard, the root providers and route definitions are
 * on the first load, which keeps /login small. The console providers (query cache, antd App,
 * the http bridge: app-providers.tsx) come lazily with the layout and with every standalone
 * route that is not `light`.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadConsoleTexts } from '../i18n';
import { getLanguage } from '../lib/cookies';
import { Guard } from './guard';
import { HOME_PATH } from './layout/route-match';
import { PageSpinner } from './PageSpinner';
import { loadPage } from './page-modules';
import { RedirectPage } from './RedirectPage';
import { RouteError } from './RouteError';
import { layoutRoutes, standaloneRoutes } from './route-registry';
import type { AppRoute } from './route-types';

/** The console providers, with antd's locale and the features' texts of the language ready. */
const loadAppProviders = async () => {
  const [providers] = await Promise.all([
    import('./app-providers'),
    import('./antd-locale').then((m) => m.loadAntdLocale(getLanguage())),
    loadConsoleTexts(getLanguage()),
  ]);
  return providers;
};

export const toRouteObject = (route: AppRoute, withProviders = false): RouteObject => ({
  path: route.path,
  handle: route.handle,
  lazy: async () => {
    if (!withProviders) return { Component: (await loadPage(route)).default };
    const [{ default: Page }, { AppProviders }] = await Promise.all([loadPage(route), loadAppProviders()]);
    return {
      element: (
        <AppProviders>
          <Page />
        </AppProviders>
      ),
    };
  },
  // Children render inside their parent, which already has the providers.
  children: route.children?.map((child) => toRouteObject(child)),
});

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <Guard />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      ...standaloneRoutes.map((route) => toRouteObject(route, route.handle.light !== true)),
      {
        id: 'layout',
        lazy: async () => {
          const [{ MainLayout, prefetchMenu }, { AppProviders }] = await Promise.all([
            import('./layout/MainLayout'),
            loadAppProviders(),
          ]);
          // The sidebar in the first render: index.html asked for the menu at its first bytes
          // (lib/early-answers.ts), so this mostly waits for an answer already in.
          await prefetchMenu(getLanguage());
          return {
            element: (
              <AppProviders>
                <MainLayout />
              </AppProviders>
            ),
          };
        },
        errorElement: <RouteError />,
        children: [
          ...layoutRoutes.map((route) => toRouteObject(route)),
          {
            path: '/redirect/*',
            element: <RedirectPage />,
            handle: { title: 'common:refresh', hidden: true, noCache: true },
          },
        ],
      },
      {
        path: '*',
        element: <Navigate to="/404" replace />,
        handle: { title: 'user:notFound.title', public: true },
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
export type AppRouter = ReturnType<typeof createAppRouter>;
