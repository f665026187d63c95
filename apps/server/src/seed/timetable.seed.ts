import type { Database } from '../db/database';

/** Placeholder: the catalogue issue's stream seeds the demo's timetable rows here. */
export const seedTimetableDemo = async (_db: Database): Promise<void> => {};
