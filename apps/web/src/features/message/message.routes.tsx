/** System messages (spec §2: /message/index). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/message/index',
    lazy: () => import('./pages/MessageListPage'),
    handle: { title: 'message:title', icon: 'message' },
  },
];
