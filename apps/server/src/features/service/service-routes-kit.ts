import {
  envelopeSchema,
  idParams,
  type ListQuery,
  listQuerySchema,
  type Page,
  pageSchema,
  type ServiceStatus,
} from '@merchant/shared';
import type { z } from 'zod';
import type { App } from '../../app';
import { ok } from '../../lib/envelope';
import { storeActorOf } from '../../plugins/access';
import type { ServiceActor } from './service-gate';

/** The calls both service types answer; each type's service implements them. */
export interface ServiceCalls<Item, Body, Options> {
  list: (storeId: number, query: ListQuery) => Promise<Page<Item>>;
  options: (storeId: number) => Promise<Options>;
  get: (storeId: number, id: number) => Promise<Item>;
  create: (actor: ServiceActor, body: Body) => Promise<Item>;
  update: (actor: ServiceActor, id: number, body: Body) => Promise<Item>;
  setStatus: (actor: ServiceActor, id: number, to: ServiceStatus) => Promise<Item>;
}

/** One service type's routes: its path, menu, schemas and OpenAPI summaries. */
export interface ServiceRouteSpec<Item, Body, Options> {
  /** `/service/<path>`. */
  path: 'timed' | 'count';
  /** The menu whose view / edit buttons guard the routes. */
  menu: 'timetable' | 'numbertable';
  item: z.ZodType<Item>;
  body: z.ZodType<Body>;
  options: z.ZodType<Options>;
  summaries: Record<'list' | 'options' | 'get' | 'create' | 'update' | 'online' | 'offline', string>;
}

/**
 * Registers list, options, detail, create, edit and online / offline for one service type. The
 * two types answer the same calls with their own schemas, so the wiring is written once.
 */
export const registerServiceRoutes = <Item, Body, Options>(
  app: App,
  spec: ServiceRouteSpec<Item, Body, Options>,
  service: ServiceCalls<Item, Body, Options>,
) => {
  // Widened for Fastify's type provider, which cannot resolve a generic schema; the spec's
  // types tie each schema to the service's calls, and Fastify validates against the schema.
  const item: z.ZodType = spec.item;
  const body: z.ZodType = spec.body;
  const options: z.ZodType = spec.options;
  const VIEW = { access: { scope: 'store', permission: `${spec.menu}:view` } } as const;
  const EDIT = { access: { scope: 'store', permission: `${spec.menu}:edit` } } as const;
  const base = `/service/${spec.path}`;
  const tags = ['services'];
  const { summaries } = spec;

  app.post(
    `${base}/list`,
    {
      config: VIEW,
      schema: {
        tags,
        summary: summaries.list,
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(item)) },
      },
    },
    async (request) => ok(request.lang, await service.list(request.storeId as number, request.body)),
  );

  app.get(
    `${base}/options`,
    {
      config: VIEW,
      schema: { tags, summary: summaries.options, response: { 200: envelopeSchema(options) } },
    },
    async (request) => ok(request.lang, await service.options(request.storeId as number)),
  );

  app.get(
    `${base}/:id`,
    {
      config: VIEW,
      schema: {
        tags,
        summary: summaries.get,
        params: idParams,
        response: { 200: envelopeSchema(item) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.storeId as number, request.params.id)),
  );

  app.post(
    base,
    {
      config: EDIT,
      schema: {
        tags,
        summary: summaries.create,
        body,
        response: { 200: envelopeSchema(item) },
      },
    },
    async (request) => ok(request.lang, await service.create(storeActorOf(request), request.body as Body)),
  );

  app.put(
    `${base}/:id`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: summaries.update,
        params: idParams,
        body,
        response: { 200: envelopeSchema(item) },
      },
    },
    async (request) =>
      ok(request.lang, await service.update(storeActorOf(request), request.params.id, request.body as Body)),
  );

  for (const to of ['online', 'offline'] as const) {
    app.post(
      `${base}/:id/${to}`,
      {
        config: EDIT,
        schema: {
          tags,
          summary: summaries[to],
          params: idParams,
          response: { 200: envelopeSchema(item) },
        },
      },
      async (request) =>
        ok(request.lang, await service.setStatus(storeActorOf(request), request.params.id, to)),
    );
  }
};
