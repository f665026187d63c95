import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * The pictures of a store's team page in the consumer app (/cover): uploaded images
 * in the merchant's order, with a caption and optionally the coach they show. Removing a
 * picture never deletes the uploaded file; deleting the file (or the store) removes the
 * picture; deleting a coach only unlinks it.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('team_covers'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploaded_files.id').onDelete('cascade'))
    .addColumn('caption', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('coach_id', 'integer', (c) => c.references('coaches.id').onDelete('set null'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('team_covers_store_upload_uq', ['store_id', 'upload_id'])
    .execute();
  await db.schema
    .createIndex('team_covers_store_sort_idx')
    .on('team_covers')
    .columns(['store_id', 'sort'])
    .execute();
  // For the cascades from uploaded_files and coaches.
  await db.schema.createIndex('team_covers_upload_idx').on('team_covers').column('upload_id').execute();
  await db.schema.createIndex('team_covers_coach_idx').on('team_covers').column('coach_id').execute();
};
