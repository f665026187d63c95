import { rebuildMemberPaidTimes } from '../../features/member/member-paid';
import type { MigrationDb } from './schema-helpers';

/**
 * Each member's two latest paid times (features/member/member-paid.ts), filled from the orders
 * paid so far, with an index per time for the overview's two counts of a store's members.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema.alterTable('members').addColumn('last_paid_at', 'varchar(30)').execute();
  await db.schema.alterTable('members').addColumn('prior_paid_at', 'varchar(30)').execute();
  await rebuildMemberPaidTimes(db);
  await db.schema
    .createIndex('members_store_last_paid_idx')
    .on('members')
    .columns(['store_id', 'last_paid_at'])
    .execute();
  await db.schema
    .createIndex('members_store_prior_paid_idx')
    .on('members')
    .columns(['store_id', 'prior_paid_at'])
    .execute();
};
