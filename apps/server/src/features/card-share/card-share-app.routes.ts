import { appShareBody, appShareRequest, envelopeSchema, idParams, shareCardSummary } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createCardShareAppService } from './card-share-app.service';

/** The consumer's card-sharing calls (scope app, /api/app/card/share*; docs/card-sharing.md). */
export const cardShareAppRoutes = async (app: App, { db }: Deps): Promise<void> => {
  const service = createCardShareAppService(db);
  const tags = ['app'];
  const access = { scope: 'app' } as const;

  app.post(
    '/app/card/share/lookup',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A card by its number: its public summary, or why the consumer cannot join it',
        body: appShareBody,
        response: { 200: envelopeSchema(shareCardSummary) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.lookup(
          { accountId: request.caller.accountId, requestId: request.id },
          request.body.card_no,
        ),
      ),
  );

  app.post(
    '/app/card/share',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The consumer asks to join a card (pending, channel app; they become a member of its store)',
        body: appShareBody,
        response: { 200: envelopeSchema(appShareRequest) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.request(
          { accountId: request.caller.accountId, requestId: request.id },
          request.body.card_no,
        ),
      ),
  );

  app.get(
    '/app/card/share',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The consumer’s share requests in every store, newest first',
        response: { 200: envelopeSchema(z.array(appShareRequest)) },
      },
    },
    async (request) => ok(request.lang, await service.list({ accountId: request.caller.accountId })),
  );

  app.post(
    '/app/card/share/:id/cancel',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The consumer withdraws one of their requests while it waits for review',
        params: idParams,
        response: { 200: envelopeSchema(appShareRequest) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.cancel(
          { accountId: request.caller.accountId, requestId: request.id },
          request.params.id,
        ),
      ),
  );
};
