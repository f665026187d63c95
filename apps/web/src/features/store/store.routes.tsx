/**
 * /merchant/list: "store management" in the user dropdown (spec §2). Not a sidebar entry, so
 * hidden; the dropdown links to it directly.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/merchant/list',
    lazy: () => import('./pages/MerchantListPage'),
    handle: { title: 'store:title', icon: 'shop', hidden: true },
  },
];
