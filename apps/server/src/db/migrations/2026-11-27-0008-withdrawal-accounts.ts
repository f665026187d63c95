import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Withdrawal accounts (docs/finance.md "Accounts") and the index the store statement pages by.
 *
 * An account is never deleted: a withdrawal will name the account it paid to, so removing one
 * sets `deleted_at`. The full number is kept for the payout; the console only ever gets
 * `account_no_masked`. `account_no_hash` (HMAC-SHA256 of the normalised number, keyed) finds
 * a duplicate without comparing plain numbers. At most one live default per store, at most one
 * live account per number per store (partial unique indexes, on both databases).
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('withdrawal_accounts'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_no_masked', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_no_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(50)')
    .addColumn('bank_branch', 'varchar(100)')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usable_from', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .addCheckConstraint('withdrawal_accounts_type', sql`type in (1, 2, 3)`)
    .execute();
  await db.schema
    .createIndex('withdrawal_accounts_store_idx')
    .on('withdrawal_accounts')
    .columns(['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawal_accounts_number_uq')
    .on('withdrawal_accounts')
    .columns(['store_id', 'account_no_hash'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('withdrawal_accounts_default_uq')
    .on('withdrawal_accounts')
    .column('store_id')
    .unique()
    .where(sql<boolean>`is_default = 1 and deleted_at is null`)
    .execute();

  // The statement (POST /ledger/list) walks a store's entries newest first: (store, time, id).
  await db.schema
    .createIndex('ledger_entries_store_time_idx')
    .on('ledger_entries')
    .columns(['store_id', 'created_at', 'id'])
    .execute();
};
