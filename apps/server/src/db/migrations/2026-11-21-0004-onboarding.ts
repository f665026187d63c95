import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Onboarding: who created a store, claims of stores, and the qualifications sent with a claim
 * (docs/api.md "Onboarding").
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  // The merchant who added the store through the wizard (null for stores the platform made).
  await db.schema
    .alterTable('stores')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();

  await withId(db.schema.createTable('store_claims'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('store_claims_account_idx')
    .on('store_claims')
    .columns(['account_id', 'created_at'])
    .execute();
  // At most one live claim per store: one pending, or the approved one. The database keeps
  // the rule even when two merchants apply at the same moment (same SQL on both databases).
  await sql`create unique index store_claims_live_idx on store_claims (store_id)
    where status in ('pending', 'approved')`.execute(db);
  await db.schema
    .createIndex('store_claims_status_idx')
    .on('store_claims')
    .columns(['status', 'id'])
    .execute();

  // One set of qualifications per claim; a resubmission updates it. The photo ids are
  // uploaded_files ids, checked by the service (no foreign key: deleting a file from the
  // media library must not be blocked, and the review keeps the numbers it saw).
  await withId(db.schema.createTable('store_qualifications'), dialect)
    .addColumn('claim_id', 'integer', (c) =>
      c.notNull().unique().references('store_claims.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('licence_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('licence_photo_id', 'integer', (c) => c.notNull())
    .addColumn('legal_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('id_card_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('id_card_front_id', 'integer', (c) => c.notNull())
    .addColumn('id_card_back_id', 'integer', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_qualifications_account_idx')
    .on('store_qualifications')
    .column('account_id')
    .execute();
};
