import type { Database } from '../db/database';

/** Placeholder: the coach stream seeds its demo rows here (called after the demo merchant exists). */
export const seedCoachDemo = async (_db: Database): Promise<void> => {};
