/**
 * The public screens. Only `lazy` imports here: this file is on every first load (the route
 * registry imports it eagerly), the pages are not.
 */
import type { AppRoute } from '../../app/route-types';

// `light`: no query cache or antd App around these pages (see RouteHandle.light).
const standalone = { layout: false, public: true, hidden: true, light: true } as const;

export const routes: AppRoute[] = [
  {
    path: '/login',
    lazy: () => import('./pages/LoginPage'),
    handle: { title: 'user:login.title', ...standalone },
  },
  {
    path: '/forget',
    lazy: () => import('./pages/ForgetPage'),
    handle: { title: 'user:forget.title', ...standalone },
  },
  {
    path: '/loginredirect',
    lazy: () => import('./pages/LoginRedirectPage'),
    handle: { title: 'user:loginRedirect.title', ...standalone },
  },
  {
    path: '/404',
    lazy: () => import('./pages/NotFoundPage'),
    handle: { title: 'user:notFound.title', ...standalone },
  },
  {
    path: '/401',
    lazy: () => import('./pages/UnauthorizedPage'),
    handle: { title: 'user:unauthorized.title', ...standalone },
  },
];
