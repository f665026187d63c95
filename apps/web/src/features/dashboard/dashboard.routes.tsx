/** /dashboard: the home screen (spec §2); its tab is affix, it cannot be closed. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/dashboard',
    lazy: () => import('./pages/DashboardPage'),
    handle: { title: 'dashboard:title', icon: 'dashboard', affix: true },
  },
];
