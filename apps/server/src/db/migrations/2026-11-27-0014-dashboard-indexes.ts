import type { MigrationDb } from './schema-helpers';

/**
 * Indexes for GET /dashboard/today (docs/dashboard.md "Speed"): every count of the dashboard
 * reads one store's rows through an index. Bookings had none by store; the refunds waiting and
 * the reviews without a reply are counted by store and state.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createIndex('bookings_store_created_idx')
    .on('bookings')
    .columns(['store_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_store_refund_idx')
    .on('orders')
    .columns(['store_id', 'refund_status'])
    .execute();
  await db.schema
    .createIndex('consumer_reviews_store_replied_idx')
    .on('consumer_reviews')
    .columns(['store_id', 'replied', 'kind'])
    .execute();
};
