import {
  cover,
  coverAddBody,
  coverListResult,
  coverOrderBody,
  coverUpdateBody,
  envelopeSchema,
  idParams,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { storeActorOf } from '../../plugins/access';
import { type CoverActor, createCoverService } from './cover.service';

/** The store, the account and the request a write acts for (the access plugin set them). */
const actorOf = (request: FastifyRequest): CoverActor => ({
  ...storeActorOf(request),
  origin: originOf(request),
});

/** The team page's pictures (/cover, docs/covers.md): store-scoped, `cover:*` permissions. */
export const coverRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createCoverService(db, storage);
  const tags = ['covers'];

  app.post(
    '/cover/list',
    {
      config: { access: { scope: 'store', permission: 'cover:view' } },
      schema: {
        tags,
        summary: 'All of the store’s team pictures in order (at most 50; no body needed)',
        response: { 200: envelopeSchema(coverListResult) },
      },
    },
    async (request) => ok(request.lang, await service.list(actorOf(request))),
  );

  app.post(
    '/cover',
    {
      config: { access: { scope: 'store', permission: 'cover:edit' } },
      schema: {
        tags,
        summary: 'Adds uploaded images of the store as pictures, at the end, in the given order',
        body: coverAddBody,
        response: { 200: envelopeSchema(z.array(cover)) },
      },
    },
    async (request) => ok(request.lang, await service.add(actorOf(request), request.body)),
  );

  app.put(
    '/cover/order',
    {
      config: { access: { scope: 'store', permission: 'cover:edit' } },
      schema: {
        tags,
        summary: 'The complete new order: exactly the store’s picture ids (else -409)',
        body: coverOrderBody,
        response: { 200: envelopeSchema(coverListResult) },
      },
    },
    async (request) => ok(request.lang, await service.reorder(actorOf(request), request.body)),
  );

  app.put(
    '/cover/:id',
    {
      config: { access: { scope: 'store', permission: 'cover:edit' } },
      schema: {
        tags,
        summary: 'Caption and linked coach of one picture',
        params: idParams,
        body: coverUpdateBody,
        response: { 200: envelopeSchema(cover) },
      },
    },
    async (request) =>
      ok(request.lang, await service.update(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/cover/:id',
    {
      config: { access: { scope: 'store', permission: 'cover:delete' } },
      schema: {
        tags,
        summary: 'Removes one picture (the uploaded file stays in the media library)',
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => ok(request.lang, await service.remove(actorOf(request), request.params.id)),
  );
};
