/**
 * The store's pictures (/picture, menu 401) and decoration (/decoration, menu 402): spec §2
 * "Store management: picture (cover image), decoration (store decoration)". docs/storefront.md.
 * Only /picture's lazy page brings the upload component and dnd-kit.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/picture',
    lazy: () => import('./pages/PicturePage'),
    handle: { title: 'decoration:picture.title', icon: 'picture' },
  },
  {
    path: '/decoration',
    lazy: () => import('./pages/DecorationPage'),
    handle: { title: 'decoration:title', icon: 'shop' },
  },
];
