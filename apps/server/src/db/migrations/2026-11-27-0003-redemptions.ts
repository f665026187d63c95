import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/** The /verify screen's menu entry, under 用户管理 next to /member (604). */
export const verifyMenu = {
  id: 605,
  parent_id: 6,
  name_en: 'Redeem vouchers',
  name_zh: '核销',
  name_es: 'Canjear cupones',
  url: '/verify',
  favicon: '',
  sort: 4,
} as const;

/**
 * Voucher redemptions (核销) and the platform's fee rates (docs/coupons.md), and the /verify
 * screen in the sidebar. A redemption names its voucher, order and item without cascade: it is
 * a record of money earned. `(store_id, created_at, id)` serves the history newest first;
 * `(status, undo_deadline_at, id)` the settlement job.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await withId(db.schema.createTable('coupon_redemptions'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('times', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('booking_id', 'integer')
    .addColumn('staff_account_id', 'integer')
    .addColumn('gross_fen', 'bigint', (c) => c.notNull())
    .addColumn('carries_remainder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('undo_deadline_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('undone_at', 'varchar(30)')
    .addColumn('undone_by', 'integer')
    .addColumn('settled_at', 'varchar(30)')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_store_idx')
    .on('coupon_redemptions')
    .columns(['store_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_due_idx')
    .on('coupon_redemptions')
    .columns(['status', 'undo_deadline_at', 'id'])
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_voucher_idx')
    .on('coupon_redemptions')
    .columns(['voucher_id'])
    .execute();

  await withId(db.schema.createTable('platform_fee_rates'), dialect)
    .addColumn('category', 'integer', (c) => c.unique())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('platform_fee_rates')
    .values({ category: null, rate_bp: 500, updated_at: new Date().toISOString() })
    .execute();

  // The /verify screen. Its permission, coupon:validate (60403), moves from /member (604) to it:
  // an employee sees a screen where it holds a function, so the front desk granted
  // coupon:validate now sees /verify, and the grant form shows the permission under 核销.
  await db.insertInto('menus').values(verifyMenu).execute();
  await db.updateTable('menus').set({ access: 'grant' }).where('id', '=', verifyMenu.id).execute();
  await db.updateTable('menu_functions').set({ menu_id: verifyMenu.id }).where('id', '=', 60403).execute();
};
