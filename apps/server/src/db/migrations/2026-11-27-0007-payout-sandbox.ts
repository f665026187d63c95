import type { MigrationDb } from './schema-helpers';

/**
 * The sandbox payout channel's records (lib/payouts/sandbox; docs/payouts.md): one row per
 * withdrawal number, so that a repeated payout pays once across any number of processes.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .createTable('payout_sandbox_transfers')
    .addColumn('withdrawal_no', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('answer_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
};
