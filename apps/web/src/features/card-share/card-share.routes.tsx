/**
 * Card sharing (spec §2 "Information review"): /membereview (menu 301, the sidebar entry comes
 * from the server menu) and the hidden /shareCard (card-holder publish query; no menu entry,
 * reached from a link on /membereview).
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/membereview',
    lazy: () => import('./pages/ShareReviewPage'),
    handle: { title: 'card-share:title', icon: 'audit' },
  },
  {
    path: '/shareCard',
    lazy: () => import('./pages/SharedCardsPage'),
    handle: { title: 'card-share:cards.title', icon: 'idcard', hidden: true },
  },
];
