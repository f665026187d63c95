/** Store areas (/area): routes, and what the timetable reuses. */
export { lockStoreSchedule } from './area.repository';
export { areaRoutes } from './area.routes';
export { AREA_ENTITY, parseOpeningHours, type ScheduleActor } from './area.service';
