import { type MenuSeed, menuTree } from '../reference/menu-tree';
import type { MigrationDb } from './schema-helpers';

const MERCHANT_ROLE = 2;

/** Reference data every deployment needs: the sidebar tree and the merchant's permissions. */
export const up = async (db: MigrationDb): Promise<void> => {
  const insert = async (items: MenuSeed[], parentId: number | null) => {
    for (const [sort, item] of items.entries()) {
      const [name_en, name_zh, name_es] = item.name;
      await db
        .insertInto('menus')
        .values({
          id: item.id,
          parent_id: parentId,
          name_en,
          name_zh,
          name_es,
          url: item.url,
          favicon: item.favicon,
          sort,
        })
        .execute();
      for (const fn of item.functions ?? []) {
        const [title_en, title_zh, title_es] = fn.title;
        await db
          .insertInto('menu_functions')
          .values({ id: fn.id, menu_id: item.id, name: fn.name, title_en, title_zh, title_es })
          .execute();
        await db.insertInto('role_functions').values({ role: MERCHANT_ROLE, function_id: fn.id }).execute();
      }
      await insert(item.children ?? [], item.id);
    }
  };
  await insert(menuTree, null);
};
