import type { MigrationDb } from './schema-helpers';

/**
 * The lists that page by cursor (docs/api.md "Cursor paging") walk an index in their default
 * order, (scope, sort key, id), from the cursor on: messages by account and time, the operation
 * log by store and time, a card's ledger by card and time. The id ends each index so that rows
 * of equal time are also in index order, and each page reads only its own rows at any depth.
 *
 * The two replaced indexes (account_id, created_time) and (store_id, at) are prefixes of the new
 * ones, so they are dropped rather than kept as a second copy to write. card_ledger_card_idx
 * (card_id, id) stays: the card's own reads use it.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createIndex('system_messages_account_time_idx')
    .on('system_messages')
    .columns(['account_id', 'created_time', 'id'])
    .execute();
  await db.schema.dropIndex('system_messages_account_idx').execute();
  await db.schema
    .createIndex('audit_events_store_time_idx')
    .on('audit_events')
    .columns(['store_id', 'at', 'id'])
    .execute();
  await db.schema.dropIndex('audit_events_store_idx').execute();
  await db.schema
    .createIndex('card_ledger_card_time_idx')
    .on('card_ledger')
    .columns(['card_id', 'created_at', 'id'])
    .execute();
};
