import type { MigrationDb } from './schema-helpers';

/**
 * What every process of one database must share and cannot read from the database itself:
 * the keys and folders named by `lib/shared-keys.ts` (the member ID card key, the embedded
 * store's secret and folder). A row keeps a keyed fingerprint of the value, never the value,
 * so that a process that starts with another key (its own generated file in its own DATA_DIR)
 * refuses to start instead of writing hashes nobody else finds (docs/multi-process.md).
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createTable('shared_key_fingerprints')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
};
