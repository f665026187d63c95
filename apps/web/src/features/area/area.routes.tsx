/** Store areas (spec §2 "Course management: area"; menu 503). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/area',
    lazy: () => import('./pages/AreaListPage'),
    handle: { title: 'area:title', icon: 'appstore' },
  },
];
