import { type MigrationDb, recreateIndex } from './schema-helpers';

/**
 * The member list pages along (store_id, created_at) with the id as its last key, and a big
 * page is found by its ids first (list-query-sql `idsFirstAbove`). SQLite's index already ends
 * with the rowid, which is the id; PostgreSQL's does not, so it read each of a store's 12,600
 * members from the table to find the 50 of a common search (10.3 ms; 2.8 ms from the index alone).
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await recreateIndex(db, 'members_store_idx', 'members', ['store_id', 'created_at', 'id']);
};
