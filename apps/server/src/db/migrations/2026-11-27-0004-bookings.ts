import { menuFunctions } from '../reference/menu-functions';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

const MERCHANT_ROLE = 2;
/** The button functions this migration brings (reference/menu-functions.ts, menu 505 /coursetable). */
export const bookingFunctionIds = [50504];

/**
 * Bookings of timetable sessions (docs/bookings.md), the consumers' notifications, and the
 * check-in permission (`coursetable:checkin`) for databases made before it was in the reference.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('bookings'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('timetable_sessions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('app_account_id', 'integer', (c) => c.notNull())
    .addColumn('credit_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('card_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('voucher_id', 'integer')
    .addColumn('held_units', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('waiting_since', 'varchar(30)')
    .addColumn('promoted_at', 'varchar(30)')
    .addColumn('skip_reason', 'varchar(40)')
    .addColumn('skipped_at', 'varchar(30)')
    .addColumn('late_cancel', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('end_reason', 'varchar(20)')
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('checked_in_at', 'varchar(30)')
    .addColumn('checked_in_by', 'integer')
    .addColumn('no_show_at', 'varchar(30)')
    .addColumn('card_ledger_id', 'integer')
    .addColumn('redemption_id', 'integer')
    .addColumn('request_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The roster and the waitlist (in order) read by session; overlaps by consumer and time;
  // holds by card and by voucher.
  await db.schema
    .createIndex('bookings_session_idx')
    .on('bookings')
    .columns(['session_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('bookings_account_idx')
    .on('bookings')
    .columns(['app_account_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('bookings_card_idx').on('bookings').columns(['card_id', 'status']).execute();
  await db.schema
    .createIndex('bookings_voucher_idx')
    .on('bookings')
    .columns(['voucher_id', 'status'])
    .execute();
  await db.schema.createIndex('bookings_member_idx').on('bookings').columns(['member_id', 'id']).execute();

  await withId(db.schema.createTable('app_notifications'), dialect)
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('message_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer')
    .addColumn('dedupe_key', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('app_notifications_account_idx')
    .on('app_notifications')
    .columns(['account_id', 'id'])
    .execute();

  const existing = new Set(
    (await db.selectFrom('menu_functions').select('id').execute()).map((row: { id: number }) => row.id),
  );
  for (const [menuId, functions] of Object.entries(menuFunctions)) {
    for (const fn of functions) {
      if (!bookingFunctionIds.includes(fn.id) || existing.has(fn.id)) continue;
      const [title_en, title_zh, title_es] = fn.title;
      await db
        .insertInto('menu_functions')
        .values({ id: fn.id, menu_id: Number(menuId), name: fn.name, title_en, title_zh, title_es })
        .execute();
      await db.insertInto('role_functions').values({ role: MERCHANT_ROLE, function_id: fn.id }).execute();
    }
  }
};
