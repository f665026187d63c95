import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Withdrawals (docs/finance.md "Withdrawals") and the platform's settings.
 *
 * A withdrawal keeps a snapshot of the account it goes to (type, masked number, holder) for the
 * console; the payout reads the full number from `withdrawal_accounts` (never deleted). Status is
 * the spec's (§4): withdrawing → succeeded | failed. `approved_at` is set once, when the
 * platform approves (the payout is enqueued); `payout_called_at` once the provider was asked, so
 * the query job never asks about a number nobody asked to pay. `platform_settings` holds one
 * value per key (withdrawal_min_fen); a missing key takes its default in code.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('withdrawals'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('withdrawal_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('withdrawal_accounts.id'))
    .addColumn('account_type', 'integer', (c) => c.notNull())
    .addColumn('account_no_masked', 'varchar(64)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('fee_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('failure_reason', 'varchar(500)')
    .addColumn('provider', 'varchar(20)')
    .addColumn('provider_ref', 'varchar(100)')
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('approved_at', 'varchar(30)')
    .addColumn('approved_by', 'integer')
    .addColumn('payout_called_at', 'varchar(30)')
    .addColumn('succeeded_at', 'varchar(30)')
    .addColumn('failed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_store_time_idx')
    .on('withdrawals')
    .columns(['store_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();

  await db.schema
    .createTable('platform_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(500)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
};
