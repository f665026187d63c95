import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Idempotent requests (lib/idempotency, docs/idempotency.md): one row per caller's request
 * number within a scope and an operation, holding the fingerprint of the request and the first
 * answer, written in the same transaction as the work. The member cards' own request-number
 * constraints go: a request number is now unique per scope and operation here, and the card
 * tables only record it (a refund may carry the number a use once had, and an expired key must
 * not turn into a unique violation).
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('idempotency_keys'), dialect)
    // 'store:12' or 'account:5': whose numbers these are.
    .addColumn('scope', 'varchar(40)', (c) => c.notNull())
    // 'card.use', 'card.refund', ...: the same number may name one action of each operation.
    .addColumn('operation', 'varchar(60)', (c) => c.notNull())
    .addColumn('request_no', 'varchar(64)', (c) => c.notNull())
    // SHA-256 (hex) of the normalised request: a repeat must carry the same.
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    // The first answer: the code, and the message key and its parameters (so that a repeat is
    // answered in its own language), and the value as JSON. Null only inside the first
    // request's transaction, which nobody else can see.
    .addColumn('code', 'integer')
    .addColumn('message_key', 'varchar(80)')
    .addColumn('params', 'text')
    .addColumn('value', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_uq', ['scope', 'operation', 'request_no'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expiry_idx')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();

  if (dialect === 'postgres') {
    await sql`alter table member_cards drop constraint member_cards_request_uq`.execute(db);
    await sql`alter table card_ledger drop constraint card_ledger_request_uq`.execute(db);
  }
  // SQLite keeps a table's unique constraints until the table is rebuilt: the card tables'
  // numbers are written null from now on where a constraint would still apply (see docs).
};
