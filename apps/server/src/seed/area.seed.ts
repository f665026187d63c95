import type { Database } from '../db/database';

/** Placeholder: the catalogue issue's stream seeds the demo's area rows here. */
export const seedAreaDemo = async (_db: Database): Promise<void> => {};
