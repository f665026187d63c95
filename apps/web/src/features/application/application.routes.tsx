/**
 * Applications to open a service (spec §2 "申请开通"; menus 201 /application, 202
 * /timeapplication, 203 /numberapplication). The sidebar entries come from the server menu.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/application',
    lazy: () => import('./pages/ApplicationPage'),
    handle: { title: 'application:title', icon: 'form', tabWithFolder: true },
  },
  {
    path: '/timeapplication',
    lazy: () => import('./pages/ApplicationPage').then((m) => ({ default: m.TimedApplicationPage })),
    handle: { title: 'application:title', icon: 'form', tabWithFolder: true },
  },
  {
    path: '/numberapplication',
    lazy: () => import('./pages/ApplicationPage').then((m) => ({ default: m.CountApplicationPage })),
    handle: { title: 'application:title', icon: 'form', tabWithFolder: true },
  },
];
