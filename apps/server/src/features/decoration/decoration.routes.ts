import {
  decorationContent,
  decorationState,
  envelopeSchema,
  storePictures,
  storePicturesBody,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { storeActorOf } from '../../plugins/access';
import { createDecorationService, type DecorationActor } from './decoration.service';

const actorOf = (request: FastifyRequest): DecorationActor => ({
  ...storeActorOf(request),
  origin: originOf(request),
});

/** The store's pictures (/picture) and decoration (/decoration), docs/storefront.md. */
export const decorationRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createDecorationService(db, storage);
  const tags = ['storefront'];

  app.get(
    '/store/picture',
    {
      config: { access: { scope: 'store', permission: 'picture:view' } },
      schema: {
        tags,
        summary: 'The store’s pictures in order, with the main one',
        response: { 200: envelopeSchema(storePictures) },
      },
    },
    async (request) => ok(request.lang, await service.pictures(actorOf(request))),
  );

  app.put(
    '/store/picture',
    {
      config: { access: { scope: 'store', permission: 'picture:edit' } },
      schema: {
        tags,
        summary: 'Replaces the whole ordered list of pictures and the main one (images of this store only)',
        body: storePicturesBody,
        response: { 200: envelopeSchema(storePictures) },
      },
    },
    async (request) => ok(request.lang, await service.savePictures(actorOf(request), request.body)),
  );

  app.get(
    '/store/decoration',
    {
      config: { access: { scope: 'store', permission: 'decoration:view' } },
      schema: {
        tags,
        summary: 'The decoration draft, the published copy and whether they differ',
        response: { 200: envelopeSchema(decorationState) },
      },
    },
    async (request) => ok(request.lang, await service.decoration(actorOf(request))),
  );

  app.put(
    '/store/decoration',
    {
      config: { access: { scope: 'store', permission: 'decoration:edit' } },
      schema: {
        tags,
        summary: 'Saves the decoration draft (consumers see it only once published)',
        body: decorationContent,
        response: { 200: envelopeSchema(decorationState) },
      },
    },
    async (request) => ok(request.lang, await service.saveDraft(actorOf(request), request.body)),
  );

  app.post(
    '/store/decoration/publish',
    {
      config: { access: { scope: 'store', permission: 'decoration:publish' } },
      schema: {
        tags,
        summary: 'Publishes the draft (-409 when there is nothing unpublished); audit entity decoration',
        response: { 200: envelopeSchema(decorationState) },
      },
    },
    async (request) => ok(request.lang, await service.publish(actorOf(request))),
  );
};
