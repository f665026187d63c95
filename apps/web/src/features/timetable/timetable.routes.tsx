/**
 * The weekly timetable and past courses (spec §2 "Course management": coursetable, history;
 * menus 505 and 504). The sidebar entries come from the server menu.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/coursetable',
    lazy: () => import('./pages/CourseTablePage'),
    handle: { title: 'timetable:title', icon: 'calendar' },
  },
  {
    path: '/history',
    lazy: () => import('./pages/HistoryPage'),
    handle: { title: 'timetable:history.title', icon: 'read' },
  },
];
