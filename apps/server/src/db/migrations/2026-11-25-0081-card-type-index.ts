import type { MigrationDb } from './schema-helpers';

/**
 * Cards by their type: the card list's card-type choices (`GET /card/sold-types`: does any card
 * name this type?), its filter by type, and the card-type list's sold counts. Without it each
 * of those read every card of the store (docs/performance.md, the card list figures).
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema.createIndex('member_cards_type_idx').on('member_cards').column('card_type_id').execute();
};
