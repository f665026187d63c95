import type { MigrationDb } from './schema-helpers';

/** Placeholder: filled by the staff issue's 0002-employees stream. */
export const up = async (_db: MigrationDb, _dialect: 'sqlite' | 'postgres'): Promise<void> => {};
