import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * The operation log (DESIGN.md "State changes"): one row per state change, written in the same
 * transaction as the change itself (lib/transitions). Rows are only ever added.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('audit_events'), dialect)
    // Null when the change came from the command-line tool or the system itself.
    .addColumn('actor_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    // Null for an entity's first state (it was created in it).
    .addColumn('from_state', 'varchar(30)')
    .addColumn('to_state', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(100)')
    .execute();
  // The store's log, newest first; and one entity's history (a detail screen's panel).
  await db.schema
    .createIndex('audit_events_store_idx')
    .on('audit_events')
    .columns(['store_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_events_entity_idx')
    .on('audit_events')
    .columns(['entity', 'entity_id'])
    .execute();
};
