/** Timed and per-visit services (/timetable, /numbertable). */
export { serviceRoutes } from './service.routes';
