/** Courses and packages (spec §2 "Course management": /class menu 501, /course menu 502). */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/class',
    lazy: () => import('./pages/ClassListPage'),
    handle: { title: 'course:title', icon: 'book' },
  },
  {
    path: '/course',
    lazy: () => import('./pages/CourseDetailPage'),
    handle: { title: 'course:detailTitle', icon: 'file-text' },
  },
];
