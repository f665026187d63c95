import { area, areaBody, envelopeSchema, idParams, listQuerySchema, pageSchema } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf } from '../../plugins/access';
import { createAreaService } from './area.service';

/** The store's areas (/area; docs/schedule.md). */
export const areaRoutes = async (app: App, { db }: Deps) => {
  const service = createAreaService(db);
  const tags = ['areas'];

  app.post(
    '/area/list',
    {
      // Also read by the listing editor (/class) and the timetable (/coursetable) to pick an area.
      config: { access: { scope: 'store', permission: ['area:view', 'class:view', 'coursetable:view'] } },
      schema: {
        tags,
        summary: 'One page of the store’s areas (a list query; by name)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(area)) },
      },
    },
    async (request) => ok(request.lang, await service.list(request.storeId as number, request.body)),
  );

  app.post(
    '/area',
    {
      config: { access: { scope: 'store', permission: 'area:edit' } },
      schema: {
        tags,
        summary: 'Adds an area (room, court, pool, zone…) with its capacity and opening hours',
        body: areaBody,
        response: { 200: envelopeSchema(area) },
      },
    },
    async (request) => ok(request.lang, await service.create(storeActorOf(request), request.body)),
  );

  app.put(
    '/area/:id',
    {
      config: { access: { scope: 'store', permission: 'area:edit' } },
      schema: {
        tags,
        summary: 'Changes an area; its capacity may not drop below its active rules’ or upcoming sessions’',
        params: idParams,
        body: areaBody,
        response: { 200: envelopeSchema(area) },
      },
    },
    async (request) =>
      ok(request.lang, await service.update(storeActorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/area/:id',
    {
      config: { access: { scope: 'store', permission: 'area:delete' } },
      schema: {
        tags,
        summary: 'Deletes an area nothing names (-409 while a listing, an active rule or a session uses it)',
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await service.delete(storeActorOf(request), request.params.id);
      return ok(request.lang, null);
    },
  );
};
