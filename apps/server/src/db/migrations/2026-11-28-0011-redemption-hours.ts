import { rebuildRedemptionHours } from '../../features/coupon/redemption-hours';
import type { MigrationDb } from './schema-helpers';

/**
 * Each store's live redemptions per UTC hour (features/coupon/redemption-hours.ts), counted
 * from the redemptions made so far. The key is the store and the hour's start as ISO text, so
 * a day's hours are one range of the primary key.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createTable('redemption_hours')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'varchar(30)', (c) => c.notNull())
    .addColumn('live', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('redemption_hours_pk', ['store_id', 'hour'])
    .execute();
  await rebuildRedemptionHours(db);
};
