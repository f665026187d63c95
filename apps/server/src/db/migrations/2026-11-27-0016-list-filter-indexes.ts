import type { MigrationDb } from './schema-helpers';

/**
 * Indexes for a chain's year of data (docs/performance.md "Lists at scale"). Every cursor list
 * also counts its filtered rows (up to 10,001); at 10 connections that count, not the page, set
 * the latency: with a store's 12,500 orders a state filter read each row from the table (about
 * 10 ms a call on SQLite, p50 90 ms at 10 connections). These let the page and the count of the
 * order list's filters (state, category, buyer's phone, item name, amount) read the index only
 * (an item name's substring is matched along (store, kind, title), not the table), and the
 * balance sum its store's entries per account from the index instead of the table (59,000
 * entries: 169 ms).
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createIndex('orders_store_kind_status_idx')
    .on('orders')
    .columns(['store_id', 'kind', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_store_kind_category_idx')
    .on('orders')
    .columns(['store_id', 'kind', 'category', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_store_buyer_phone_idx')
    .on('orders')
    .columns(['store_id', 'buyer_phone', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_store_kind_title_idx')
    .on('orders')
    .columns(['store_id', 'kind', 'title'])
    .execute();
  await db.schema
    .createIndex('orders_store_kind_total_idx')
    .on('orders')
    .columns(['store_id', 'kind', 'total_fen'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_store_account_amount_idx')
    .on('ledger_entries')
    .columns(['store_id', 'account_kind', 'account_owner_id', 'amount_fen'])
    .execute();
};
