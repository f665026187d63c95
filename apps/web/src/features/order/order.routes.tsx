/** Orders (spec §2 "Orders": /classorder user orders, /shareorder shared-card orders). The sidebar entries come from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/classorder',
    lazy: () => import('./pages/ClassOrderPage'),
    handle: { title: 'order:title.item', icon: 'shopping' },
  },
  {
    path: '/shareorder',
    lazy: () => import('./pages/ShareOrderPage'),
    handle: { title: 'order:title.card', icon: 'shopping' },
  },
];
