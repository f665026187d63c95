import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Attempts counted by a generic limit (lib/attempt-limit.ts `takeLimitSlot`): one row per
 * attempt of a key such as `card-lookup:{account}`, read newest first within the key. Sign-in
 * failures and phone codes keep their own tables (their rows are more than a count).
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('rate_limit_hits'), dialect)
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key_idx')
    .on('rate_limit_hits')
    .columns(['key', 'created_at'])
    .execute();
};
