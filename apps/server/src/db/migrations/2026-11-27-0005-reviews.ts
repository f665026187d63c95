import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Consumer reviews of used orders and the store's appeals of them to the platform
 * (docs/reviews.md). One review per order (unique order_id); at most one open appeal per
 * review (a partial unique index). Reviews are never deleted: no foreign key cascades.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('consumer_reviews'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('buyer_account_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('picture_ids', 'text', (c) => c.notNull())
    .addColumn('video_id', 'integer')
    .addColumn('has_media', 'integer', (c) => c.notNull())
    .addColumn('listing_id', 'integer')
    .addColumn('listing_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('coach_id', 'integer')
    .addColumn('reply_text', 'text')
    .addColumn('reply_account_id', 'integer')
    .addColumn('replied_at', 'varchar(30)')
    .addColumn('reply_updated_at', 'varchar(30)')
    .addColumn('replied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The lists page by (store, kind) newest first; the summaries group by listing and coach.
  await db.schema
    .createIndex('consumer_reviews_store_kind_idx')
    .on('consumer_reviews')
    .columns(['store_id', 'kind', 'created_at', 'id'])
    .execute();

  await withId(db.schema.createTable('consumer_review_appeals'), dialect)
    .addColumn('review_id', 'integer', (c) => c.notNull().references('consumer_reviews.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('evidence_file_ids', 'text', (c) => c.notNull())
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consumer_review_appeals_open_uq')
    .on('consumer_review_appeals')
    .column('review_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('consumer_review_appeals_status_idx')
    .on('consumer_review_appeals')
    .columns(['status', 'created_at'])
    .execute();
};
