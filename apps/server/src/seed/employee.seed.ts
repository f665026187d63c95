import type { Database } from '../db/database';

/** Placeholder: the employee stream seeds its demo rows here (called after the demo merchant exists). */
export const seedEmployeeDemo = async (_db: Database): Promise<void> => {};
