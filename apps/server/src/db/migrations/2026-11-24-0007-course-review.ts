import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Revisions of live listings (docs/listings.md "Revisions"): editing an online or
 * offline course writes here while the live row stays on sale; the platform's approval copies
 * the revision onto the live row and closes it ('approved'). At most one revision per course is
 * open (draft, pending or rejected): a partial unique index holds that on both databases.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('course_revisions'), dialect)
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // 'draft' | 'pending' | 'rejected' | 'approved' (closed)
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // The revision's name, for the platform's queue (also inside `data`).
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    // JSON: every listing field as on the wire (cover_upload_ids, coach_ids included).
    .addColumn('data', 'text', (c) => c.notNull())
    // JSON {field: reason} of the platform's rejection; null otherwise.
    .addColumn('reject_reasons', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('decided_at', 'varchar(30)')
    .execute();
  await sql`create unique index course_revisions_open_idx on course_revisions (course_id) where status <> 'approved'`.execute(
    db,
  );
  await db.schema
    .createIndex('course_revisions_store_idx')
    .on('course_revisions')
    .columns(['store_id', 'status'])
    .execute();
};
