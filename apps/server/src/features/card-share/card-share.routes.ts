import {
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
  shareApproveBody,
  shareCardSummary,
  sharedCardHolder,
  shareLookupBody,
  shareNum,
  shareRejectBody,
  shareRequest,
  shareRequestBody,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeOf } from '../../plugins/access';
import { createCardShareService } from './card-share.service';
import { cardShareAppRoutes } from './card-share-app.routes';

const VIEW = 'membereview:view';
const DECIDE = 'membereview:decide';

/** Card sharing and its review (/membereview, shareCard; docs/card-sharing.md). */
export const cardShareRoutes = async (app: App, deps: Deps): Promise<void> => {
  const service = createCardShareService(deps.db);
  const tags = ['card-share'];
  const actorOf = (request: FastifyRequest) => ({
    accountId: request.caller.accountId,
    storeId: storeOf(request),
    requestId: request.id,
  });

  app.post(
    '/card/share/lookup',
    {
      config: { access: { scope: 'store', permission: [VIEW, 'cardlist:view'] } },
      schema: {
        tags,
        summary:
          'A card of the store by its number: its public summary, or why it cannot take a new holder (with member_id: that member)',
        body: shareLookupBody,
        response: { 200: envelopeSchema(shareCardSummary) },
      },
    },
    async (request) =>
      ok(request.lang, await service.lookup(storeOf(request), request.body.card_no, request.body.member_id)),
  );

  app.post(
    '/card/share',
    {
      config: { access: { scope: 'store', permission: DECIDE } },
      schema: {
        tags,
        summary: 'The desk enters a share request for a member of the store (pending, channel desk)',
        body: shareRequestBody,
        response: { 200: envelopeSchema(shareRequest) },
      },
    },
    async (request) =>
      ok(request.lang, await service.request(actorOf(request), request.body.card_no, request.body.member_id)),
  );

  app.post(
    '/card/share/list',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary: 'One page of the store’s share requests (a list query; pending first, then the newest)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(shareRequest)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), request.body)),
  );

  app.post(
    '/card/share/:id/approve',
    {
      config: { access: { scope: 'store', permission: DECIDE } },
      schema: {
        tags,
        summary:
          'Approves a pending request: the member becomes a holder (the card is checked again; a repeated request_no answers the first approval)',
        params: idParams,
        body: shareApproveBody,
        response: { 200: envelopeSchema(shareRequest) },
      },
    },
    async (request) =>
      ok(request.lang, await service.approve(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/card/share/:id/reject',
    {
      config: { access: { scope: 'store', permission: DECIDE } },
      schema: {
        tags,
        summary: 'Rejects a pending request with a reason (required)',
        params: idParams,
        body: shareRejectBody,
        response: { 200: envelopeSchema(shareRequest) },
      },
    },
    async (request) =>
      ok(request.lang, await service.reject(actorOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/member/card/share/query_share_num',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary: 'The number of the store’s share requests waiting for review (the /membereview badge)',
        response: { 200: envelopeSchema(shareNum) },
      },
    },
    async (request) => ok(request.lang, await service.pendingCount(storeOf(request))),
  );

  app.post(
    '/card/share/cards',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary:
          'The holders of the store’s shareable cards, one row each (the shareCard screen; a list query)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(sharedCardHolder)) },
      },
    },
    async (request) => ok(request.lang, await service.holders(storeOf(request), request.body)),
  );

  await cardShareAppRoutes(app, deps);
};
