import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Orders, order items, payments, payment notifications and vouchers (docs/orders.md). Money
 * columns are bigint (fen). Orders name stores with a foreign key but never cascade: an order
 * is a record of a sale and outlives what it sold (items keep a snapshot, no foreign key to the
 * listing, service or card type).
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('orders'), dialect)
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('buyer_account_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('refund_status', 'varchar(12)')
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('paid_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'integer')
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('pay_deadline_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('closed_at', 'varchar(30)')
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The merchant's lists page by (store, kind) newest first; the close job scans unpaid by deadline.
  await db.schema
    .createIndex('orders_store_kind_idx')
    .on('orders')
    .columns(['store_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_unpaid_idx')
    .on('orders')
    .columns(['status', 'pay_deadline_at'])
    .execute();
  await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyer_account_id', 'id']).execute();
  await db.schema.createIndex('orders_member_idx').on('orders').columns(['member_id', 'id']).execute();

  await withId(db.schema.createTable('order_items'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('item_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'integer')
    .addColumn('unit_price_fen', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('uses_per_unit', 'integer')
    .addColumn('validity_days', 'integer')
    .addColumn('refund_anytime', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slot_starts_at', 'varchar(30)')
    .addColumn('slot_ends_at', 'varchar(30)')
    .addColumn('units', 'integer')
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('card_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('order_items_line_unique', ['order_id', 'line'])
    .execute();
  await db.schema
    .createIndex('order_items_item_idx')
    .on('order_items')
    .columns(['store_id', 'item_type', 'item_id'])
    .execute();

  await withId(db.schema.createTable('payments'), dialect)
    .addColumn('payment_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_id']).execute();
  await db.schema
    .createIndex('payments_pending_idx')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();

  await withId(db.schema.createTable('payment_notifications'), dialect)
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_no', 'varchar(32)')
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('amount_fen', 'bigint')
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_notifications_payment_idx')
    .on('payment_notifications')
    .columns(['payment_no'])
    .execute();

  await withId(db.schema.createTable('vouchers'), dialect)
    .addColumn('code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('uses_total', 'integer', (c) => c.notNull())
    .addColumn('uses_left', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(30)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vouchers_order_idx').on('vouchers').columns(['order_id']).execute();
  await db.schema
    .createIndex('vouchers_member_idx')
    .on('vouchers')
    .columns(['store_id', 'member_id'])
    .execute();
};
