import type { MigrationDb } from './schema-helpers';

/**
 * One name per place: the sidebar called the messages screen "Messages" while its tab and
 * title say "System messages" (zh already said 系统消息 in both). The reference tree
 * (db/reference/menu-tree.ts) has the new names for new databases; this renames the entry in
 * databases made before.
 */
export const up = async (db: MigrationDb): Promise<void> => {
  await db
    .updateTable('menus')
    .set({ name_en: 'System messages', name_zh: '系统消息', name_es: 'Mensajes del sistema' })
    .where('id', '=', 11)
    .execute();
};
