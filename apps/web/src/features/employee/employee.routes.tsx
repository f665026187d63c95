/** Staff (spec §2 "User management: employee"). Owner-only: menu 602 is 'owner'. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/employee',
    lazy: () => import('./pages/EmployeeListPage'),
    handle: { title: 'employee:title', icon: 'team' },
  },
];
