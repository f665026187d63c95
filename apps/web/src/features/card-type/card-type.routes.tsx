/** Card types and the prepaid rules (spec §2 "Store management: member card management"; menu 403). */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/card',
    lazy: () => import('./pages/CardTypeListPage'),
    handle: { title: 'card-type:title', icon: 'card' },
  },
];
