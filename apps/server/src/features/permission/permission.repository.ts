import type { Language } from '@merchant/shared';
import type { Database } from '../../db/database';

/** Menus and button permissions, with names in the caller's language. */
export const createPermissionRepository = (db: Database) => ({
  listMenus: (lang: Language) =>
    db
      .selectFrom('menus')
      .select((eb) => [
        'id',
        'parent_id',
        'url',
        'favicon',
        'sort',
        eb.ref(`name_${lang}` as 'name_en').as('name'),
      ])
      .orderBy('sort')
      .orderBy('id')
      .execute(),

  menuExists: async (menuId: number): Promise<boolean> =>
    Boolean(await db.selectFrom('menus').select('id').where('id', '=', menuId).executeTakeFirst()),

  /** The functions of one menu that the role is granted. */
  listFunctions: (menuId: number, role: number, lang: Language) =>
    db
      .selectFrom('menu_functions as f')
      .innerJoin('role_functions as rf', 'rf.function_id', 'f.id')
      .select((eb) => ['f.id', 'f.name', eb.ref(`f.title_${lang}` as 'f.title_en').as('title')])
      .where('f.menu_id', '=', menuId)
      .where('rf.role', '=', role)
      .orderBy('f.id')
      .execute(),
});
