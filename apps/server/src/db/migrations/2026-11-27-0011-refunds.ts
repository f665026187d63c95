import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Refunds of orders (docs/orders.md "Refunds"): one row per consumer request, decided by the
 * merchant (or the 24-hour job), then paid back through the payment provider; and the
 * listing's "随时退、过期退" option (`courses.refund_anytime`, copied into
 * order_items.refund_anytime when ordered).
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('order_refunds'), dialect)
    // 'R' + the payment number's date + random digits: the provider's idempotency key.
    .addColumn('refund_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_account_id', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    // 'requested' | 'approved' | 'rejected' | 'refunded' | 'failed'
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // JSON [{voucher_id, uses}] (listings, packs) or {card_id} (card types): what the refund covers.
    .addColumn('covers', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('refunded_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').columns(['order_id']).execute();
  // The auto-approval job scans requests by deadline.
  await db.schema
    .createIndex('order_refunds_status_deadline_idx')
    .on('order_refunds')
    .columns(['status', 'deadline_at'])
    .execute();
  await db.schema
    .alterTable('courses')
    .addColumn('refund_anytime', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
};
