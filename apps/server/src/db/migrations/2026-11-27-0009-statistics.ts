import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Statistics (docs/statistics.md): the storefront's raw exposure and click events, one row per
 * consumer, store, listing, kind and China day (what makes unique consumers and the throttle
 * exact under concurrency), the per-store daily aggregate the statistics calls read, the
 * per-listing unique and counted columns beside listing_events' raw counters, and an index
 * on orders' payment time for the daily steps job.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('storefront_events'), dialect)
    // 'exposure' | 'click'
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    // 0: the store's page itself (an exposure of the store).
    .addColumn('course_id', 'integer', (c) => c.notNull())
    // 'a:<app account id>' (or 'v:<visitor key>' for an anonymous visitor).
    .addColumn('consumer', 'varchar(72)', (c) => c.notNull())
    // China date "YYYY-MM-DD" of `at`.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('storefront_events_store_day_idx')
    .on('storefront_events')
    .columns(['store_id', 'day'])
    .execute();
  await db.schema.createIndex('storefront_events_at_idx').on('storefront_events').column('at').execute();

  await db.schema
    .createTable('statistics_visitors')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('consumer', 'varchar(72)', (c) => c.notNull())
    // When this consumer's event was last counted (the throttle's clock).
    .addColumn('counted_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_visitors_pk', ['day', 'kind', 'store_id', 'course_id', 'consumer'])
    .execute();

  await db.schema
    .createTable('statistics_daily')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('exposures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exposure_visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counted_exposures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('click_visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counted_clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('redeemed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('statistics_daily_pk', ['store_id', 'day'])
    .execute();
  await db.schema.createIndex('statistics_daily_day_idx').on('statistics_daily').column('day').execute();

  for (const column of ['exposure_visitors', 'counted_exposures', 'click_visitors', 'counted_clicks'])
    await db.schema
      .alterTable('listing_events')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

  await db.schema.createIndex('orders_paid_at_idx').on('orders').columns(['paid_at']).execute();
  await db.schema
    .createIndex('orders_store_paid_idx')
    .on('orders')
    .columns(['store_id', 'paid_at'])
    .execute();
};
