import { type MigrationDb, recreateIndex } from './schema-helpers';

/**
 * Two jobs read a whole table on every pass at a chain's size (PostgreSQL, 1M orders, 1.6M
 * redemptions; docs/performance.md, session 29):
 * - the settlement job asks the due redemptions in id order, 200 at a time. With the due index
 *   led by (status, undo_deadline_at), PostgreSQL walked the primary key instead and filtered
 *   912,232 settled rows to find 200 due ones: 0.6–1.3 s every minute while a backlog lasted.
 *   Led by (status, id), the index gives the undoable rows in id order, and only those (the
 *   last hour's) are read.
 * - the statistics job counts each of its three days' redemptions and reviews per store, every
 *   ten minutes; nothing indexed the time alone, so each count read the whole table (0.46 s
 *   for one day's redemptions). The day's rows are now one range of an index that also holds
 *   what the count reads.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await recreateIndex(db, 'coupon_redemptions_due_idx', 'coupon_redemptions', [
    'status',
    'id',
    'undo_deadline_at',
  ]);
  await db.schema
    .createIndex('coupon_redemptions_created_idx')
    .on('coupon_redemptions')
    .columns(['created_at', 'store_id', 'status'])
    .execute();
  await db.schema
    .createIndex('consumer_reviews_created_idx')
    .on('consumer_reviews')
    .columns(['created_at', 'store_id'])
    .execute();
};
