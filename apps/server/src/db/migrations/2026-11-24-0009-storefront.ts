import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * The storefront (docs/storefront.md): the store's own pictures (/picture), its
 * decoration as a draft and a published copy (/decoration), and the consumer app's exposure
 * and click counters per store, listing and China date (for the statistics issue).
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await db.schema
    .createTable('store_pictures')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploaded_files.id').onDelete('cascade'))
    // 1-based position; the list is always written whole.
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_pictures_pk', ['store_id', 'upload_id'])
    .execute();
  await db.schema.createIndex('store_pictures_upload_idx').on('store_pictures').column('upload_id').execute();

  await withId(db.schema.createTable('store_decorations'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().unique().references('stores.id').onDelete('cascade'))
    // JSON of the decoration (packages/shared decoration.schema.ts), as the merchant saved it.
    .addColumn('draft', 'text', (c) => c.notNull())
    // JSON of the last published decoration; null until the first publication.
    .addColumn('published', 'text')
    // 'draft' (unpublished changes) | 'published' (the draft is what consumers see).
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('draft_updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(30)')
    .addColumn('published_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('listing_events')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    // China date "YYYY-MM-DD" (UTC+8) of the events.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('exposures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('listing_events_pk', ['store_id', 'course_id', 'day'])
    .execute();
  await db.schema.createIndex('listing_events_course_idx').on('listing_events').column('course_id').execute();
};
