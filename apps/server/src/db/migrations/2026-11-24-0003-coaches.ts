import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Coaches of a store (/coach) with their pictures and certificates. Coaches are
 * deactivated, never deleted, since sessions and reviews will refer to them.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('coaches'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('avatar_upload_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    .addColumn('title', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // A JSON array of strings: specialties are shown and matched as a whole, never joined on.
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    // 'one_on_one' | 'group'
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // 'active' | 'inactive'
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coaches_store_idx').on('coaches').columns(['store_id', 'sort']).execute();

  await db.schema
    .createTable('coach_cover_images')
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('coaches.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploaded_files.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coach_cover_images_pk', ['coach_id', 'upload_id'])
    .execute();

  await withId(db.schema.createTable('coach_certificates'), dialect)
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('coaches.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_upload_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    // A calendar date, YYYY-MM-DD (the last day the certificate is valid).
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    // When the store was told it expires within 30 days; cleared when the date changes.
    .addColumn('expiry_notified_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('coach_certificates_coach_idx')
    .on('coach_certificates')
    .column('coach_id')
    .execute();
  await db.schema
    .createIndex('coach_certificates_expiry_idx')
    .on('coach_certificates')
    .column('expires_on')
    .execute();
};
