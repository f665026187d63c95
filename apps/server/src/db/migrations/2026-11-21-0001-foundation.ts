import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/** Accounts, sessions, throttling, stores, menus and permissions, announcements, messages. */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('accounts'), dialect)
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(11)', (c) => c.unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('stores'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('city', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_managers')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_managers_pk', ['account_id', 'store_id'])
    .execute();

  await withId(db.schema.createTable('sessions'), dialect)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(20)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

  await withId(db.schema.createTable('login_failures'), dialect)
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_idx')
    .on('login_failures')
    .columns(['username', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip_idx')
    .on('login_failures')
    .columns(['ip', 'created_at'])
    .execute();

  await withId(db.schema.createTable('sms_codes'), dialect)
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_idx')
    .on('sms_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['ip', 'created_at']).execute();

  // Menu and function ids are fixed by the seed (the console links to them), so no identity.
  await db.schema
    .createTable('menus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('menus.id').onDelete('cascade'))
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_es', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('favicon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('menu_functions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_es', 'varchar(100)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('role_functions')
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('function_id', 'integer', (c) =>
      c.notNull().references('menu_functions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_functions_pk', ['role', 'function_id'])
    .execute();

  await withId(db.schema.createTable('announcements'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('start_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_period_idx')
    .on('announcements')
    .columns(['start_time', 'end_time'])
    .execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['account_id', 'announcement_id'])
    .execute();

  await withId(db.schema.createTable('system_messages'), dialect)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(30)', (c) => c.notNull().defaultTo('system'))
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('system_messages_account_idx')
    .on('system_messages')
    .columns(['account_id', 'created_time'])
    .execute();
};
