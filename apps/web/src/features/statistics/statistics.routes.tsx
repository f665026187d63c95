/** /statistics (menu 10, permission statistics:view): traffic, orders, funnel and overview. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/statistics',
    lazy: () => import('./pages/StatisticsPage'),
    handle: { title: 'statistics:title', icon: 'statistics' },
  },
];
