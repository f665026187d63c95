import { envelopeSchema, functionPermission, menuIdParams, menuItem } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { buildMenuTree } from './menu-tree';
import { createPermissionRepository } from './permission.repository';

const signedIn = { config: { access: { scope: 'account' } } } as const;

export const permissionRoutes = async (app: App, { db }: Deps) => {
  const repo = createPermissionRepository(db);

  app.get(
    '/permission/auth/menu',
    { ...signedIn, schema: { tags: ['permission'], response: { 200: envelopeSchema(z.array(menuItem)) } } },
    async (request) => ok(request.lang, buildMenuTree(await repo.listMenus(request.lang))),
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
      if (!(await repo.menuExists(menuId))) throw notFound();
      return ok(request.lang, await repo.listFunctions(menuId, request.caller.role, request.lang));
    },
  );
};
