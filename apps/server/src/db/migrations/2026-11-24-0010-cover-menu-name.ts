import type { MigrationDb } from './schema-helpers';

/**
 * One name per place: the sidebar called the team-pictures screen "Images" (图片上传) while its
 * tab and title say "Team pictures" (团队图片). The reference tree (db/reference/menu-tree.ts)
 * has the new names for new databases; this renames the entry in databases made before.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db
    .updateTable('menus')
    .set({ name_en: 'Team pictures', name_zh: '团队图片', name_es: 'Imágenes del equipo' })
    .where('id', '=', 603)
    .execute();
};
