/** Coaches (spec §2 "User management: coach"; menu 601). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/coach',
    lazy: () => import('./pages/CoachListPage'),
    handle: { title: 'coach:title', icon: 'team' },
  },
];
