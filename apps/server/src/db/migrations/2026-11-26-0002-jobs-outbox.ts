import type { DialectKind } from '../database';
import { type MigrationDb, withId } from './schema-helpers';

/**
 * Jobs that run once across processes, and the transactional outbox (docs/jobs-and-outbox.md).
 * - job_leases: one row per job; a run starts only by the guarded update that takes the lease.
 * - job_runs: one row per run (the CLI's history, the tests' count per period); pruned.
 * - outbox_messages: what must follow a committed change, delivered at least once by a job.
 * - system_messages.dedupe_key: the outbox key of the message, so that a repeat delivery is
 *   ignored (unique; old messages keep null, which never collides on either database).
 * Times are ISO-8601 UTC text in the fixed `toISOString()` form, so they sort and compare as text.
 */
export const up = async (db: MigrationDb, dialect: DialectKind): Promise<void> => {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('last_outcome', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_handled', 'integer')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('job_runs'), dialect)
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('handled', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('job_runs_job_started_idx')
    .on('job_runs')
    .columns(['job_name', 'started_at'])
    .execute();

  await withId(db.schema.createTable('outbox_messages'), dialect)
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('outbox_messages_topic_key_uq', ['topic', 'key'])
    .execute();
  // The delivery job's scan: undelivered rows by due time.
  await db.schema
    .createIndex('outbox_messages_due_idx')
    .on('outbox_messages')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();

  await db.schema.alterTable('system_messages').addColumn('dedupe_key', 'text').execute();
  await db.schema
    .createIndex('system_messages_dedupe_key_uq')
    .on('system_messages')
    .column('dedupe_key')
    .unique()
    .execute();
};
