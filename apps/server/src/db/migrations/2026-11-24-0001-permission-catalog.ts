import { menuAccess, menuFunctions } from '../reference/menu-functions';
import type { MigrationDb } from './schema-helpers';

const MERCHANT_ROLE = 2;

/**
 * The staff issue's ground: who may hold each screen's permissions (`menus.access`, see
 * reference/menu-functions.ts) and the button permissions of every screen, granted to the
 * merchant role (what an owner holds; employees hold what their owner grants them).
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db.schema
    .alterTable('menus')
    .addColumn('access', 'varchar(10)', (c) => c.notNull().defaultTo('grant'))
    .execute();
  for (const [menuId, access] of Object.entries(menuAccess)) {
    await db.updateTable('menus').set({ access }).where('id', '=', Number(menuId)).execute();
  }
  const existing = new Set(
    (await db.selectFrom('menu_functions').select('id').execute()).map((row: { id: number }) => row.id),
  );
  for (const [menuId, functions] of Object.entries(menuFunctions)) {
    for (const fn of functions) {
      if (existing.has(fn.id)) continue;
      const [title_en, title_zh, title_es] = fn.title;
      await db
        .insertInto('menu_functions')
        .values({ id: fn.id, menu_id: Number(menuId), name: fn.name, title_en, title_zh, title_es })
        .execute();
      await db.insertInto('role_functions').values({ role: MERCHANT_ROLE, function_id: fn.id }).execute();
    }
  }
};
