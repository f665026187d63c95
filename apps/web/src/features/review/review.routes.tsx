/** Reviews (spec §2: /orderevaluate text and picture reviews, /videoevaluate video reviews). The sidebar entries come from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/orderevaluate',
    lazy: () => import('./pages/OrderEvaluatePage'),
    handle: { title: 'review:titleText', icon: 'message' },
  },
  {
    path: '/videoevaluate',
    lazy: () => import('./pages/VideoEvaluatePage'),
    handle: { title: 'review:titleVideo', icon: 'message' },
  },
];
