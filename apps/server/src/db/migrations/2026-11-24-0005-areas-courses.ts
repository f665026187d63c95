import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * The catalogue's ground: the store's areas (/area) and its courses and packages
 * (/class, /course) as they are live. Review revisions, the timetable and the storefront add
 * their own tables in later migrations.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('areas'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    // JSON: weekday "1".."7" (Monday..Sunday) -> [["HH:MM","HH:MM"], ...]; a missing day is closed.
    .addColumn('opening_hours', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('allow_overlap', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('areas_store_idx').on('areas').column('store_id').execute();

  await withId(db.schema.createTable('courses'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // Spec §3: 1, 2, 3, 4, 6, 7 (5 does not exist).
    .addColumn('category', 'integer', (c) => c.notNull())
    // 'draft' (to be submitted) | 'pending' | 'rejected' | 'online' | 'offline'
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    // Integer fen (DESIGN.md "Money"); more than 900 (spec §5).
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('list_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('session_minutes', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('class_size', 'integer', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('set null'))
    .addColumn('purchase_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_terms', 'text', (c) => c.notNull().defaultTo(''))
    // JSON {field: reason} of the platform's last rejection; null otherwise.
    .addColumn('reject_reasons', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('decided_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('courses_store_idx').on('courses').columns(['store_id', 'status']).execute();

  await db.schema
    .createTable('course_coaches')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('coaches.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('course_coaches_pk', ['course_id', 'coach_id'])
    .execute();
  await db.schema
    .createTable('course_covers')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploaded_files.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_covers_pk', ['course_id', 'upload_id'])
    .execute();
};
