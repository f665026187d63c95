/** Timed and per-visit services (/timetable, /numbertable, issue 12). */
export { serviceRoutes } from './service.routes';
