import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Members, membership cards and card sharing (docs/members.md, docs/cards.md).
 *
 * Money is integer fen. A card's balance (sessions for a count card, fen for a stored-value
 * card) is kept on the card row only together with an append-only ledger row written in the
 * same transaction, so that a use is one guarded update (`balance >= n`) and the ledger always
 * explains it.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  // The region whose prepaid-card rules apply to the store's card sales ('none' | 'shanghai').
  await db.schema
    .alterTable('stores')
    .addColumn('prepaid_region', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .execute();

  await withId(db.schema.createTable('members'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('full_name', 'varchar(50)', (c) => c.notNull())
    // Null for a child without a phone of their own (the guardian's phone is then required).
    .addColumn('phone', 'varchar(11)')
    // A keyed hash of the full ID card number (exact match only) beside a masked copy to show.
    .addColumn('id_card_hash', 'varchar(64)')
    .addColumn('id_card_masked', 'varchar(18)')
    .addColumn('guardian_name', 'varchar(50)')
    .addColumn('guardian_phone', 'varchar(11)')
    // 'desk' (added at the desk) | 'app' (bought through the consumer app)
    .addColumn('source', 'varchar(8)', (c) => c.notNull().defaultTo('desk'))
    // The consumer account behind an app member, if any.
    .addColumn('app_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('last_visit_at', 'varchar(30)')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('members_store_idx')
    .on('members')
    .columns(['store_id', 'created_at'])
    .execute();
  // One member per phone and per ID card in a store (children without a phone are exempt).
  await db.schema
    .createIndex('members_store_phone_uq')
    .on('members')
    .columns(['store_id', 'phone'])
    .unique()
    .where(sql.ref('phone'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('members_store_id_card_uq')
    .on('members')
    .columns(['store_id', 'id_card_hash'])
    .unique()
    .where(sql.ref('id_card_hash'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('members_app_account_idx')
    .on('members')
    .columns(['app_account_id', 'store_id'])
    .execute();

  await withId(db.schema.createTable('member_notes'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_notes_member_idx').on('member_notes').column('member_id').execute();

  await withId(db.schema.createTable('card_types'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // 'period' | 'count' | 'stored_value'
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    // Days the card is valid from activation (every kind; stored-value cards too).
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    // Count cards: sessions paid for, and sessions given on top.
    .addColumn('sessions', 'integer')
    .addColumn('gift_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    // Period cards: days given on top of validity_days.
    .addColumn('gift_days', 'integer', (c) => c.notNull().defaultTo(0))
    // Stored-value cards: value given on top of the price (the card holds price + gift).
    .addColumn('gift_fen', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 when every course of the store takes the card; else card_type_courses lists them.
    .addColumn('all_courses', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('shareable', 'integer', (c) => c.notNull().defaultTo(0))
    // Most holders at once, the buyer included (1 when not shareable).
    .addColumn('max_holders', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 when two holders may use the card at the same time.
    .addColumn('parallel_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freeze_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    // Limits on freezing: total days frozen and number of freezes over the card's life.
    .addColumn('max_freeze_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_freeze_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // 'on_sale' | 'off_sale'
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('on_sale'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_types_store_idx')
    .on('card_types')
    .columns(['store_id', 'sort'])
    .execute();

  await db.schema
    .createTable('card_type_courses')
    .addColumn('card_type_id', 'integer', (c) => c.notNull().references('card_types.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('card_type_courses_pk', ['card_type_id', 'course_id'])
    .execute();

  await withId(db.schema.createTable('member_cards'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('card_type_id', 'integer', (c) => c.notNull().references('card_types.id'))
    // Printed on the card and typed by holders asking to share it; unique everywhere.
    .addColumn('card_no', 'varchar(20)', (c) => c.notNull().unique())
    // The holder who owns it (changes on transfer); sharers are in card_holders.
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // 'not_started' | 'active' | 'frozen' | 'expired' | 'refunded'
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // The type's terms at issue (a later edit of the type does not change sold cards).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('paid_fen', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer')
    .addColumn('gift_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shareable', 'integer', (c) => c.notNull())
    .addColumn('max_holders', 'integer', (c) => c.notNull())
    .addColumn('parallel_use', 'integer', (c) => c.notNull())
    .addColumn('freeze_allowed', 'integer', (c) => c.notNull())
    .addColumn('max_freeze_days', 'integer', (c) => c.notNull())
    .addColumn('max_freeze_times', 'integer', (c) => c.notNull())
    // Sessions left (count) or fen left (stored value); null for period cards. Changed only
    // with a card_ledger row in the same transaction.
    .addColumn('balance', 'integer')
    // 'desk' | 'app'
    .addColumn('channel', 'varchar(8)', (c) => c.notNull().defaultTo('desk'))
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('activated_at', 'varchar(30)')
    // Store-local dates, both included; set at activation, moved by unfreezing.
    .addColumn('starts_on', 'varchar(10)')
    .addColumn('expires_on', 'varchar(10)')
    .addColumn('frozen_at', 'varchar(30)')
    .addColumn('frozen_until', 'varchar(10)')
    .addColumn('freeze_days_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freeze_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_at', 'varchar(30)')
    .addColumn('refund_fen', 'integer')
    // The desk's request number of the issue: a repeat answers the first card.
    .addColumn('request_no', 'varchar(64)')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('member_cards_request_uq', ['store_id', 'request_no'])
    .execute();
  await db.schema
    .createIndex('member_cards_store_idx')
    .on('member_cards')
    .columns(['store_id', 'status', 'expires_on'])
    .execute();
  await db.schema.createIndex('member_cards_member_idx').on('member_cards').column('member_id').execute();

  // Everyone who may use a card: the owner ('owner') and approved sharers ('shared').
  await db.schema
    .createTable('card_holders')
    .addColumn('card_id', 'integer', (c) => c.notNull().references('member_cards.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('role', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_holders_pk', ['card_id', 'member_id'])
    .execute();
  await db.schema.createIndex('card_holders_member_idx').on('card_holders').column('member_id').execute();

  await withId(db.schema.createTable('card_ledger'), dialect)
    .addColumn('card_id', 'integer', (c) => c.notNull().references('member_cards.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // 'issue' | 'use' | 'freeze' | 'unfreeze' | 'transfer' | 'refund' | 'expire' | 'share'
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    // Change of the balance in its unit (sessions or fen); 0 for entries that move none.
    .addColumn('delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_after', 'integer')
    // The holder who used the card, or the member a transfer or share concerns.
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('session_id', 'integer', (c) => c.references('timetable_sessions.id').onDelete('set null'))
    // A timed or per-visit service the use was for: 'timed' | 'count', and its id.
    .addColumn('service_kind', 'varchar(8)')
    .addColumn('service_id', 'integer')
    // The window a use occupies (to refuse parallel use where the type forbids it).
    .addColumn('use_starts_at', 'varchar(30)')
    .addColumn('use_ends_at', 'varchar(30)')
    .addColumn('amount_fen', 'integer')
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    // The caller's request number (use, refund): a repeat answers the first result.
    .addColumn('request_no', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('card_ledger_request_uq', ['card_id', 'request_no'])
    .execute();
  await db.schema.createIndex('card_ledger_card_idx').on('card_ledger').columns(['card_id', 'id']).execute();
  await db.schema
    .createIndex('card_ledger_member_idx')
    .on('card_ledger')
    .columns(['member_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('card_share_requests'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('member_cards.id').onDelete('cascade'))
    // The member who would become a holder.
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // 'app' (asked in the consumer app) | 'desk' (entered at the desk)
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    // 'pending' | 'approved' | 'rejected' | 'cancelled'
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_share_requests_store_idx')
    .on('card_share_requests')
    .columns(['store_id', 'status'])
    .execute();
  // At most one pending request per card and member.
  await db.schema
    .createIndex('card_share_requests_pending_uq')
    .on('card_share_requests')
    .columns(['card_id', 'member_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await withId(db.schema.createTable('service_applications'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // 'timed' | 'count'
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    // 'draft' | 'pending' | 'approved' | 'rejected'
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // JSON: what was pre-filled from the store's approved qualifications (company, licence…).
    .addColumn('qualification', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('reject_reason', 'varchar(500)')
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('service_applications_store_type_uq', ['store_id', 'type'])
    .execute();
  await db.schema
    .createIndex('service_applications_status_idx')
    .on('service_applications')
    .column('status')
    .execute();

  await db.schema
    .createTable('service_application_files')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('service_applications.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploaded_files.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_application_files_pk', ['application_id', 'upload_id'])
    .execute();
};
