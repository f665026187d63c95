/**
 * Announcement routes (spec §2: /notice/index, /notice/detail). The detail is not a menu entry
 * (hidden) and not kept alive (noCache): each announcement opens in its own tab anyway, keyed
 * by its query, and a closed-and-reopened tab should fetch (and mark read) again.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/notice/index',
    lazy: () => import('./pages/NoticeListPage'),
    handle: { title: 'notice:title', icon: 'notification' },
  },
  {
    path: '/notice/detail',
    lazy: () => import('./pages/NoticeDetailPage'),
    handle: { title: 'notice:detail.title', icon: 'notification', hidden: true, noCache: true },
  },
];
