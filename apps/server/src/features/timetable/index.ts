/** The weekly timetable and past courses (/coursetable, /history). */
export { timetableRoutes } from './timetable.routes';
export { ruleDates, sessionOn } from './timetable-plan';
