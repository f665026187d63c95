/**
 * The media library (docs/uploads.md §4): menu entry 404 under store management, url /files.
 * Only this route's lazy page imports the upload component and the uploader, so neither is in
 * the login or dashboard bundles.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/files',
    lazy: () => import('./pages/FilesPage'),
    handle: { title: 'upload:title', icon: 'picture' },
  },
];
