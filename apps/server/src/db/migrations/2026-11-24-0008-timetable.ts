import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * The weekly timetable (/coursetable): rules that repeat every week, and the dated
 * sessions they generate (which bookings, attendance and /history refer to). Store-local
 * dates and times are China time (UTC+8, no daylight saving); instants are UTC ISO strings.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('timetable_rules'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('coaches.id'))
    .addColumn('area_id', 'integer', (c) => c.notNull().references('areas.id'))
    // 1..7, Monday..Sunday (spec §3).
    .addColumn('weekday', 'integer', (c) => c.notNull())
    // Store-local "HH:MM".
    .addColumn('start', 'varchar(5)', (c) => c.notNull())
    .addColumn('end', 'varchar(5)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('waitlist_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('booking_opens_hours', 'integer', (c) => c.notNull())
    .addColumn('booking_closes_minutes', 'integer', (c) => c.notNull())
    .addColumn('cancel_deadline_hours', 'integer', (c) => c.notNull())
    .addColumn('min_attendees', 'integer', (c) => c.notNull().defaultTo(0))
    // Store-local dates "YYYY-MM-DD", both included.
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    // 'active' | 'ended'
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('timetable_rules_store_idx').on('timetable_rules').column('store_id').execute();

  await withId(db.schema.createTable('timetable_sessions'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // Null for a session added on its own; kept when its rule ends.
    .addColumn('rule_id', 'integer', (c) => c.references('timetable_rules.id').onDelete('set null'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('coaches.id'))
    .addColumn('area_id', 'integer', (c) => c.notNull().references('areas.id'))
    // Store-local date and times, as the week grid and /history show them.
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start', 'varchar(5)', (c) => c.notNull())
    .addColumn('end', 'varchar(5)', (c) => c.notNull())
    // The same moments as UTC instants, for ordering and for "booking open now".
    .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('booking_opens_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('booking_closes_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('cancel_deadline_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('waitlist_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_attendees', 'integer', (c) => c.notNull().defaultTo(0))
    // Counters kept by the bookings and check-ins that come with the orders issue.
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_shows', 'integer', (c) => c.notNull().defaultTo(0))
    // 'scheduled' | 'cancelled' | 'completed'
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('cancel_reason', 'varchar(500)')
    .addColumn('cancelled_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('timetable_sessions_store_date_idx')
    .on('timetable_sessions')
    .columns(['store_id', 'date'])
    .execute();
  await db.schema
    .createIndex('timetable_sessions_rule_date_idx')
    .on('timetable_sessions')
    .columns(['rule_id', 'date'])
    .unique()
    .execute();
};
