import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Timed services (/timetable: an area or a coach sold by the time unit) and per-visit
 * services (/numbertable: single visits and visit packs usable on listed courses);
 * docs/services.md. Services are put offline, never deleted: bookings and cards will name them.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('timed_services'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // 'area' | 'coach'. No foreign key: the resource is one of two tables, and the area and coach
    // features (which own deletion) must not fail on a row they do not know; a read shows a
    // resource that is gone as null.
    .addColumn('resource_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('unit_minutes', 'integer', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
    .addColumn('min_units', 'integer', (c) => c.notNull())
    .addColumn('max_units', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    // JSON {"1": [["08:00","22:00"]], …}: the area opening-hours format (features/area).
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    // JSON [{"hours_before": 24, "fee_percent": 0}, …] by hours_before ascending.
    .addColumn('cancel_fee_tiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // 'online' | 'offline'
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('timed_services_store_idx')
    .on('timed_services')
    .columns(['store_id', 'status'])
    .execute();

  await withId(db.schema.createTable('count_services'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // 1: a single visit; more: a visit pack.
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    // Visits per calendar week; null: no limit.
    .addColumn('per_week_limit', 'integer')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // 'online' | 'offline'
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('count_services_store_idx')
    .on('count_services')
    .columns(['store_id', 'status'])
    .execute();

  await db.schema
    .createTable('count_service_courses')
    .addColumn('count_service_id', 'integer', (c) =>
      c.notNull().references('count_services.id').onDelete('cascade'),
    )
    // A draft course may be deleted (features/course): it then leaves the services naming it.
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('count_service_courses_pk', ['count_service_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('count_service_courses_course_idx')
    .on('count_service_courses')
    .column('course_id')
    .execute();
};
