import type { Database } from '../db/database';

/** Placeholder: the catalogue issue's stream seeds the demo's course rows here. */
export const seedCourseDemo = async (_db: Database): Promise<void> => {};
