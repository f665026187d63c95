import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { rebuildSqliteTable, refuseRowChanges, withId } from './schema-helpers';

const columns =
  'id, actor_account_id, store_id, entity, entity_id, from_state, to_state, reason, at, request_id';

/**
 * audit_events as 0001 made it, except: store_id may be null (an account-level or platform
 * event), and neither it nor the actor is a foreign key. The log outlives what it names: a
 * deleted store or account must not take its history with it (no cascade) nor be blocked by
 * it (no plain reference either).
 */
const createAuditEvents = (db: MigrationDb, name: string) =>
  withId(db.schema.createTable(name), 'sqlite')
    .addColumn('actor_account_id', 'integer')
    .addColumn('store_id', 'integer')
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('from_state', 'varchar(30)')
    .addColumn('to_state', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(100)')
    .execute();

/** The indexes 0001 made (a rebuilt table loses them). */
const createAuditIndexes = async (db: MigrationDb) => {
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

/** The platform's read of the whole log, newest first (no store to start from). */
const createAtIndex = (db: MigrationDb) =>
  db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();

/**
 * The stores an account-level event concerns (one employee change across several stores). A
 * store's log reads it by (store_id, event_id); the store is not a foreign key, as above.
 */
const createEventStores = async (db: MigrationDb) => {
  await db.schema
    .createTable('audit_event_stores')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('audit_events.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_event_stores_pk', ['event_id', 'store_id'])
    .execute();
  await db.schema
    .createIndex('audit_event_stores_store_idx')
    .on('audit_event_stores')
    .columns(['store_id', 'event_id'])
    .execute();
};

const auditTables = ['audit_events', 'audit_event_stores'] as const;

/** The log is only ever added to: triggers refuse UPDATE and DELETE of its rows. */
const refuseChanges = async (db: MigrationDb, dialect: 'sqlite' | 'postgres') => {
  for (const table of auditTables) await refuseRowChanges(db, dialect, table);
};

/** SQLite cannot drop NOT NULL or a foreign key: the table is rebuilt (no event id is reused). */
const rebuildOnSqlite = (db: MigrationDb) =>
  rebuildSqliteTable(db, 'audit_events', columns, createAuditEvents, async (trx) => {
    await createAuditIndexes(trx);
    await createAtIndex(trx);
    await createEventStores(trx);
    await refuseChanges(trx, 'sqlite');
  });

/**
 * Audit without a store (docs/decisions.md "Audit scope"): an event names
 * one store, or none and lists the stores it concerns (account level), or none at all
 * (platform level).
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  if (dialect === 'sqlite') {
    await rebuildOnSqlite(db);
    return;
  }
  // Migrations already run in a transaction on PostgreSQL. 0001 named no constraint, so
  // PostgreSQL named them <table>_<column>_fkey.
  await sql`alter table audit_events drop constraint if exists audit_events_store_id_fkey`.execute(db);
  await sql`alter table audit_events drop constraint if exists audit_events_actor_account_id_fkey`.execute(
    db,
  );
  await db.schema
    .alterTable('audit_events')
    .alterColumn('store_id', (c) => c.dropNotNull())
    .execute();
  await createAtIndex(db);
  await createEventStores(db);
  await refuseChanges(db, 'postgres');
};
