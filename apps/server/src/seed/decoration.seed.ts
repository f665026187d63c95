import type { Database } from '../db/database';

/** Placeholder: the catalogue issue's stream seeds the demo's decoration rows here. */
export const seedDecorationDemo = async (_db: Database): Promise<void> => {};
