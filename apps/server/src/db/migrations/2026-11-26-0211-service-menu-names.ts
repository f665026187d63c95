import type { MigrationDb } from './schema-helpers';

/**
 * The sidebar had two "计时业务" and two "计次业务": the applications to open them (202, 203,
 * under 申请开通) and the screens that manage the services (506 /timetable, 507 /numbertable,
 * under 课程管理), two screens each under one name. The management entries now say so. The
 * reference tree (db/reference/menu-tree.ts) has the new names for new databases; this renames
 * the entries in databases made before.
 */
export const serviceMenuNames = [
  {
    id: 506,
    name_en: 'Manage timed services',
    name_zh: '计时业务管理',
    name_es: 'Gestionar servicios por tiempo',
  },
  {
    id: 507,
    name_en: 'Manage per-visit services',
    name_zh: '计次业务管理',
    name_es: 'Gestionar servicios por visita',
  },
] as const;

export const up = async (db: MigrationDb): Promise<void> => {
  for (const { id, ...names } of serviceMenuNames)
    await db.updateTable('menus').set(names).where('id', '=', id).execute();
};
