import type { MigrationDb } from './schema-helpers';

/**
 * The card list's default order (newest issued first) by index: without it, a store with
 * thousands of cards sorted every row, with its holder count, to answer a page of 20
 * (docs/performance.md, the card list figures).
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createIndex('member_cards_store_issued_idx')
    .on('member_cards')
    .columns(['store_id', 'issued_at', 'id'])
    .execute();
};
