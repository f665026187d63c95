import type { MigrationDb } from './schema-helpers';

/** Placeholder: filled by the catalogue issue's review stream. */
export const up = async (_db: MigrationDb, _dialect: 'sqlite' | 'postgres'): Promise<void> => {};
