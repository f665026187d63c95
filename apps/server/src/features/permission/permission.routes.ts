import { envelopeSchema, functionPermission, menuIdParams, menuItem } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { buildMenuTree, withAncestors } from './menu-tree';
import { createPermissionRepository } from './permission.repository';

const signedIn = { config: { access: { scope: 'account' } } } as const;

/**
 * The sidebar and the buttons, per account and store (spec §2, §6; docs/staff-access.md):
 * an owner sees everything, an employee the `always` menus and the screens where it holds a
 * function in the call's store, with the buttons it holds there.
 */
export const permissionRoutes = async (app: App, { db }: Deps) => {
  const repo = createPermissionRepository(db);

  app.get(
    '/permission/auth/menu',
    { ...signedIn, schema: { tags: ['permission'], response: { 200: envelopeSchema(z.array(menuItem)) } } },
    async (request) => {
      const [view, menus] = await Promise.all([
        repo.viewOf(request.caller, request.storeId),
        repo.listMenus(request.lang),
      ]);
      if (view.kind === 'all') return ok(request.lang, buildMenuTree(menus));
      const held = await repo.heldMenuIds(view.accountId, view.storeId);
      const visible = menus.filter((m) => m.access === 'always' || held.has(m.id)).map((m) => m.id);
      return ok(request.lang, buildMenuTree(withAncestors(menus, visible)));
    },
  );

  app.get(
    '/permission/auth/menu/function/:menuId',
    {
      ...signedIn,
      schema: {
        tags: ['permission'],
        params: menuIdParams,
        response: { 200: envelopeSchema(z.array(functionPermission)) },
      },
    },
    async (request) => {
      const { menuId } = request.params;
      const access = await repo.menuAccess(menuId);
      if (access === undefined) throw notFound();
      const view = await repo.viewOf(request.caller, request.storeId);
      const { role } = request.caller;
      if (view.kind === 'all' || access === 'always')
        return ok(request.lang, await repo.listFunctions(menuId, role, request.lang));
      if (access !== 'grant') return ok(request.lang, []);
      return ok(
        request.lang,
        await repo.listHeldFunctions(menuId, view.accountId, view.storeId, request.lang),
      );
    },
  );
};
