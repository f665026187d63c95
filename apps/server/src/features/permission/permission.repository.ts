import { type Language, RoleCode } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { activeEmploymentIn } from '../session/access.repository';

/**
 * Whose menu a caller sees in a store (docs/staff-access.md "Menus"): `all` for owners of the
 * store, other roles and merchants without any store or employment (a new merchant); else
 * `employee`: the `always` menus and the screens where it holds a function in that store.
 */
export type MenuView = { kind: 'all' } | { kind: 'employee'; accountId: number; storeId: number | null };

/** Menus and button permissions, with names in the caller's language. */
export const createPermissionRepository = (db: Database) => {
  /** The functions an employee holds in `storeId`: those of `grant` menus, active employment. */
  const heldFunctions = (accountId: number, storeId: number | null) =>
    activeEmploymentIn(db, sql<number>`${accountId}`, sql<number | null>`cast(${storeId} as integer)`)
      .innerJoin('employee_functions as ef', 'ef.employee_id', 'e.id')
      .innerJoin('menu_functions as f', 'f.id', 'ef.function_id')
      .innerJoin('menus as m', 'm.id', 'f.menu_id')
      .where('m.access', '=', 'grant');

  return {
    /** How `accountId` (of `role`) sees the menu in `storeId`. */
    viewOf: async (
      caller: { accountId: number; role: number },
      storeId: number | null,
    ): Promise<MenuView> => {
      if (caller.role !== RoleCode.merchant) return { kind: 'all' };
      const row = await db
        .selectFrom('accounts as a')
        .select(({ exists, selectFrom }) => [
          exists(
            selectFrom('store_managers as m')
              .select('m.store_id')
              .whereRef('m.account_id', '=', 'a.id')
              .where('m.store_id', '=', storeId ?? 0),
          ).as('owns'),
          exists(selectFrom('employees as e').select('e.id').whereRef('e.account_id', '=', 'a.id')).as(
            'employed',
          ),
        ])
        .where('a.id', '=', caller.accountId)
        .executeTakeFirst();
      // SQLite answers `exists` with 0/1, PostgreSQL with booleans.
      const owns = Boolean(Number(row?.owns));
      const employed = Boolean(Number(row?.employed));
      if (owns || (storeId === null && !employed)) return { kind: 'all' };
      return { kind: 'employee', accountId: caller.accountId, storeId };
    },

    listMenus: (lang: Language) =>
      db
        .selectFrom('menus')
        .select((eb) => [
          'id',
          'parent_id',
          'url',
          'favicon',
          'sort',
          'access',
          eb.ref(`name_${lang}` as 'name_en').as('name'),
        ])
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** The menus where an employee holds at least one function in the store. */
    heldMenuIds: async (accountId: number, storeId: number | null): Promise<Set<number>> =>
      new Set(
        (await heldFunctions(accountId, storeId).select('f.menu_id').distinct().execute()).map(
          (r) => r.menu_id,
        ),
      ),

    menuAccess: async (menuId: number): Promise<string | undefined> =>
      (await db.selectFrom('menus').select('access').where('id', '=', menuId).executeTakeFirst())?.access,

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

    /** The functions of one menu an employee holds in the store. */
    listHeldFunctions: (menuId: number, accountId: number, storeId: number | null, lang: Language) =>
      heldFunctions(accountId, storeId)
        .select((eb) => ['f.id', 'f.name', eb.ref(`f.title_${lang}` as 'f.title_en').as('title')])
        .distinct()
        .where('f.menu_id', '=', menuId)
        .orderBy('f.id')
        .execute(),
  };
};
