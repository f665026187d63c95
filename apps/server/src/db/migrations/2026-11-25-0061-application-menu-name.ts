import type { MigrationDb } from './schema-helpers';

/**
 * /application (menu 201) shows the applications for both services, timed and per-visit
 *, but the sidebar called it "Courses and packages" (课程套餐), the name of another
 * screen. The reference tree (db/reference/menu-tree.ts) has the new name for new databases;
 * this renames the entry in databases made before.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db
    .updateTable('menus')
    .set({ name_en: 'All services', name_zh: '全部业务', name_es: 'Todos los servicios' })
    .where('id', '=', 201)
    .execute();
};
