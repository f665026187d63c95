/**
 * The team page's pictures (spec §2 "User management: cover (image upload)"): menu entry 603,
 * url /cover. Only this route's lazy page brings the upload component and dnd-kit.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/cover',
    lazy: () => import('./pages/CoverPage'),
    handle: { title: 'cover:title', icon: 'picture' },
  },
];
