import {
  appCardParams,
  appCardTransferBody,
  appCardTransferResult,
  cardFreezeBody,
  cardIssueBody,
  cardLedgerEntry,
  cardRefundBody,
  cardStatusCount,
  cardTransferBody,
  cardUseBody,
  cardUseResult,
  cursorPageSchema,
  envelopeSchema,
  idParams,
  issueOptions,
  listQuerySchema,
  memberCard,
  memberCardDetail,
  pageSchema,
  refundQuoteSchema,
  soldCardType,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf, storeOf } from '../../plugins/access';
import type { CardActor } from './card-core';
import { freezeCard, unfreezeCard } from './card-freeze';
import { refundCard } from './card-refund';
import { transferCard, transferCardFromApp } from './card-transfer';
import { useCard } from './card-use';
import { createMemberCardService } from './member-card.service';
import { memberCardMovesJob } from './member-card-expiry';

const store = (permission: string | string[]) => ({ access: { scope: 'store' as const, permission } });

/** Member cards of the call's store (/cardlist; docs/cards.md). */
export const memberCardRoutes = async (app: App, { db, jobs }: Deps): Promise<void> => {
  const service = createMemberCardService(db);
  const tags = ['member cards'];
  const actorOf = (request: FastifyRequest): CardActor => ({ kind: 'merchant', ...storeActorOf(request) });

  jobs.register(memberCardMovesJob);

  app.post(
    '/card/list',
    {
      config: store(['cardlist:view']),
      schema: {
        tags,
        summary: 'One page of the cards sold by the store',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(memberCard)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), request.body)),
  );

  app.get(
    '/card/status_count',
    {
      config: store(['cardlist:view']),
      schema: {
        tags,
        summary: 'How many cards of the store are in each state (the list tabs)',
        response: { 200: envelopeSchema(cardStatusCount) },
      },
    },
    async (request) => ok(request.lang, await service.statusCount(storeOf(request))),
  );

  app.get(
    '/card/sold-types',
    {
      config: store(['cardlist:view']),
      schema: {
        tags,
        summary: 'The card types the store has sold cards under, by name (the list’s card-type filter)',
        response: { 200: envelopeSchema(z.array(soldCardType)) },
      },
    },
    async (request) => ok(request.lang, await service.soldTypes(storeOf(request))),
  );

  app.get(
    '/card/issue-options',
    {
      config: store('cardlist:issue'),
      schema: {
        tags,
        summary:
          'The card types on sale with their terms and the caps each breaks, and the store’s prepaid region',
        response: { 200: envelopeSchema(issueOptions) },
      },
    },
    async (request) => ok(request.lang, await service.issueOptions(storeOf(request), request.lang)),
  );

  app.post(
    '/card/issue',
    {
      config: store('cardlist:issue'),
      schema: {
        tags,
        summary: 'Sells a card to a member (a repeated request_no answers the first card)',
        body: cardIssueBody,
        response: { 200: envelopeSchema(memberCardDetail) },
      },
    },
    async (request) => ok(request.lang, await service.issue(actorOf(request), request.body)),
  );

  app.get(
    '/card/:id',
    {
      // Every card button reads the card it acts on (its holders, its limits).
      config: store([
        'cardlist:view',
        'cardlist:issue',
        'cardlist:freeze',
        'cardlist:transfer',
        'cardlist:refund',
      ]),
      schema: {
        tags,
        summary: 'One card with its terms and holders',
        params: idParams,
        response: { 200: envelopeSchema(memberCardDetail) },
      },
    },
    async (request) => ok(request.lang, await service.detail(storeOf(request), request.params.id)),
  );

  app.post(
    '/card/:id/ledger',
    {
      config: store(['cardlist:view']),
      schema: {
        tags,
        summary: 'One page of the card’s ledger (paged by cursor, newest first)',
        params: idParams,
        body: listQuerySchema,
        response: { 200: envelopeSchema(cursorPageSchema(cardLedgerEntry)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.ledger(storeOf(request), request.params.id, request.body)),
  );

  app.post(
    '/card/:id/use',
    {
      config: store('cardlist:issue'),
      schema: {
        tags,
        summary: 'A check-in on the card by one of its holders (a repeated request_no answers the first use)',
        params: idParams,
        body: cardUseBody,
        response: { 200: envelopeSchema(cardUseResult) },
      },
    },
    async (request) => ok(request.lang, await useCard(db, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/card/:id/freeze',
    {
      config: store('cardlist:freeze'),
      schema: {
        tags,
        summary: 'Freezes an active card for some days, within the type’s limits',
        params: idParams,
        body: cardFreezeBody,
        response: { 200: envelopeSchema(memberCardDetail) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await freezeCard(db, actor, request.params.id, request.body as { days: number; reason: string });
      return ok(request.lang, await service.detail(actor.storeId, request.params.id));
    },
  );

  app.post(
    '/card/:id/unfreeze',
    {
      config: store('cardlist:freeze'),
      schema: {
        tags,
        summary: 'Unfreezes a frozen card; its expiry moves on by the days it was frozen',
        params: idParams,
        response: { 200: envelopeSchema(memberCardDetail) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await unfreezeCard(db, actor, request.params.id);
      return ok(request.lang, await service.detail(actor.storeId, request.params.id));
    },
  );

  app.post(
    '/card/:id/transfer',
    {
      config: store('cardlist:transfer'),
      schema: {
        tags,
        summary:
          'Transfers the card to another member of the store (the owners are told; a repeated request_no answers the first transfer)',
        params: idParams,
        body: cardTransferBody,
        response: { 200: envelopeSchema(memberCardDetail) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await transferCard(
          db,
          actorOf(request),
          request.params.id,
          { ...request.body, note: request.body.note ?? '' },
          service.detail,
        ),
      ),
  );

  app.get(
    '/card/:id/refund/quote',
    {
      config: store('cardlist:refund'),
      schema: {
        tags,
        summary: 'What a refund of the card would pay back now, with the working',
        params: idParams,
        response: { 200: envelopeSchema(refundQuoteSchema) },
      },
    },
    async (request) => ok(request.lang, await service.quote(storeOf(request), request.params.id)),
  );

  app.post(
    '/card/:id/refund',
    {
      config: store('cardlist:refund'),
      schema: {
        tags,
        summary:
          'Refunds the card for the amount its quote showed (a changed quote is -409; a repeated request_no answers the first refund)',
        params: idParams,
        body: cardRefundBody,
        response: { 200: envelopeSchema(memberCardDetail) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await refundCard(
          db,
          actorOf(request),
          request.params.id,
          request.body as { request_no: string; amount_fen: number; reason: string },
          service.detail,
        ),
      ),
  );

  app.post(
    '/app/cards/:card_no/transfer',
    {
      config: { access: { scope: 'app' } },
      schema: {
        tags: ['app'],
        summary: 'The owner of a card transfers it to the store’s member with that phone (the store is told)',
        params: appCardParams,
        body: appCardTransferBody,
        response: { 200: envelopeSchema(appCardTransferResult) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await transferCardFromApp(db, request.caller.accountId, request.params.card_no, request.body),
      ),
  );
};
