import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

/**
 * Employees (docs/staff-access.md): an owner lets another console account into the
 * stores it owns, with the button permissions it grants. `store_managers` stays ownership.
 * `accounts.must_set_password` marks an account made for an employee, who signs in with a
 * phone code first and then sets a password.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await db.schema
    .alterTable('accounts')
    .addColumn('must_set_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('employees'), dialect)
    .addColumn('owner_account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    // 'active' | 'disabled'
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
    // 'front_desk' | 'manager' | 'finance' | 'custom'
    .addColumn('template', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('employees_owner_account_uq', ['owner_account_id', 'account_id'])
    .execute();
  // The access read finds a caller's employments by account on every call.
  await db.schema.createIndex('employees_account_idx').on('employees').column('account_id').execute();

  await db.schema
    .createTable('employee_stores')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('employee_stores_pk', ['employee_id', 'store_id'])
    .execute();
  await db.schema.createIndex('employee_stores_store_idx').on('employee_stores').column('store_id').execute();

  await db.schema
    .createTable('employee_functions')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('function_id', 'integer', (c) =>
      c.notNull().references('menu_functions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('employee_functions_pk', ['employee_id', 'function_id'])
    .execute();

  // The access read looks a route's permission up by name on every call.
  await db.schema.createIndex('menu_functions_name_idx').on('menu_functions').column('name').execute();
};
