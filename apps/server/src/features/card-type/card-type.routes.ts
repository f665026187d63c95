import {
  Code,
  cardSettings,
  cardSettingsBody,
  cardType,
  cardTypeBody,
  cardTypeOptions,
  type Envelope,
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf, storeOf } from '../../plugins/access';
import { type CardTypeActor, createCardTypeService, type SavedCardType } from './card-type.service';

/**
 * A save's answer: code 0, or -22 (success with a notice, spec §8) when the type cannot be sold
 * under the store's prepaid caps; the type is saved either way (docs/card-types.md).
 */
const savedEnvelope = (request: FastifyRequest, saved: SavedCardType): Envelope<SavedCardType['type']> =>
  saved.notice === null
    ? ok(request.lang, saved.type)
    : { code: Code.OK_NOTICE, message: saved.notice, value: saved.type };

/** Card types and the prepaid-rules setting of the call's store (/card; docs/card-types.md). */
export const cardTypeRoutes = async (app: App, { db }: Deps) => {
  const service = createCardTypeService(db);
  const tags = ['card types'];
  const actorOf = (request: FastifyRequest): CardTypeActor => ({
    ...storeActorOf(request),
    lang: request.lang,
  });

  app.post(
    '/card/type/list',
    {
      config: { access: { scope: 'store', permission: 'card:view' } },
      schema: {
        tags,
        summary: 'One page of the store’s card types (a list query; on sale first, then by sort order)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(cardType)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), request.body, request.lang)),
  );

  app.get(
    '/card/type/options',
    {
      config: { access: { scope: 'store', permission: ['card:view', 'card:edit'] } },
      schema: {
        tags,
        summary: 'The store’s courses (id, name, status) for the “valid for” picker',
        response: { 200: envelopeSchema(cardTypeOptions) },
      },
    },
    async (request) => ok(request.lang, await service.options(storeOf(request))),
  );

  app.get(
    '/card/type/:id',
    {
      config: { access: { scope: 'store', permission: 'card:view' } },
      schema: {
        tags,
        summary: 'One card type of the store',
        params: idParams,
        response: { 200: envelopeSchema(cardType) },
      },
    },
    async (request) => ok(request.lang, await service.get(storeOf(request), request.params.id, request.lang)),
  );

  app.post(
    '/card/type',
    {
      config: { access: { scope: 'store', permission: 'card:edit' } },
      schema: {
        tags,
        summary: 'Adds a card type (-22 with a notice when the store’s prepaid caps forbid selling it)',
        body: cardTypeBody,
        response: { 200: envelopeSchema(cardType) },
      },
    },
    async (request) => savedEnvelope(request, await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/card/type/:id',
    {
      config: { access: { scope: 'store', permission: 'card:edit' } },
      schema: {
        tags,
        summary:
          'Changes a card type; cards already sold keep their terms; the kind is fixed once one is sold',
        params: idParams,
        body: cardTypeBody,
        response: { 200: envelopeSchema(cardType) },
      },
    },
    async (request) =>
      savedEnvelope(request, await service.update(actorOf(request), request.params.id, request.body)),
  );

  for (const [action, to] of [
    ['off-sale', 'off_sale'],
    ['on-sale', 'on_sale'],
  ] as const) {
    app.post(
      `/card/type/:id/${action}`,
      {
        config: { access: { scope: 'store', permission: 'card:edit' } },
        schema: {
          tags,
          summary:
            to === 'off_sale'
              ? 'Takes an on-sale card type off sale (no new cards; sold cards unchanged)'
              : 'Puts an off-sale card type back on sale',
          params: idParams,
          response: { 200: envelopeSchema(cardType) },
        },
      },
      async (request) => ok(request.lang, await service.setStatus(actorOf(request), request.params.id, to)),
    );
  }

  app.get(
    '/card/settings',
    {
      config: { access: { scope: 'store', permission: ['card:view', 'card:edit'] } },
      schema: {
        tags,
        summary: 'The region whose prepaid-card rules the store follows',
        response: { 200: envelopeSchema(cardSettings) },
      },
    },
    async (request) => ok(request.lang, await service.settings(storeOf(request))),
  );

  app.put(
    '/card/settings',
    {
      config: { access: { scope: 'store', permission: 'card:edit' } },
      schema: {
        tags,
        summary: 'Chooses the region whose prepaid-card rules apply to the store’s card sales',
        body: cardSettingsBody,
        response: { 200: envelopeSchema(cardSettings) },
      },
    },
    async (request) => ok(request.lang, await service.saveSettings(actorOf(request), request.body)),
  );
};
