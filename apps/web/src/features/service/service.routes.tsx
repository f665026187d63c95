/**
 * Timed services (menu 506 "计时业务", /timetable) and per-visit services (menu 507 "计次业务",
 * /numbertable), spec §2 "Course management". The web feature `timetable` serves the course
 * timetable (/coursetable); these screens live here. The sidebar entries come from the server menu.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/timetable',
    lazy: () => import('./pages/TimedServiceListPage'),
    handle: { title: 'service:timed.title', icon: 'calendar' },
  },
  {
    path: '/numbertable',
    lazy: () => import('./pages/CountServiceListPage'),
    handle: { title: 'service:count.title', icon: 'card' },
  },
];
