import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * The sandbox payment channel's books (docs/payments.md): its payments with their pending
 * notifications (due time and how many are left), and its refunds keyed by our refund number.
 * A real channel keeps these on its side; the sandbox keeps them in our database so that a
 * notification due while the server restarts is still posted, once, by whichever process runs
 * the delivery job. Also an index for the order jobs' scan of pending payments per order.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('sandbox_payments'), dialect)
    .addColumn('payment_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('trade_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('notify_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('deliveries_left', 'integer', (c) => c.notNull())
    .addColumn('next_delivery_at', 'varchar(30)')
    .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(300)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('refunded_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_payments_due_idx')
    .on('sandbox_payments')
    .columns(['next_delivery_at'])
    .execute();

  await withId(db.schema.createTable('sandbox_refunds'), dialect)
    .addColumn('refund_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('payment_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('payments_order_status_idx')
    .on('payments')
    .columns(['order_id', 'status'])
    .execute();
};
