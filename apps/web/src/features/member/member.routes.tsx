/** Members (spec §2 "User management: member"). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/member',
    lazy: () => import('./pages/MemberListPage'),
    handle: { title: 'member:title', icon: 'user' },
  },
];
