/** The weekly timetable and past courses (/coursetable, /history, issue 11). */
export { timetableRoutes } from './timetable.routes';
export { ruleDates, sessionOn } from './timetable-plan';
