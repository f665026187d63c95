/** Member cards (spec §2 "Course management: /cardlist", the shared card list). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/cardlist',
    lazy: () => import('./pages/CardListPage'),
    handle: { title: 'member-card:title', icon: 'idcard' },
  },
];
