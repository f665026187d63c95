import {
  envelopeSchema,
  idParams,
  MEMBER_LEDGER_PAGE_SIZE,
  member,
  memberBody,
  memberDetail,
  memberLedgerRow,
  memberListQuerySchema,
  memberNote,
  memberNoteBody,
  pageSchema,
  queryPaging,
} from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf, storeOf } from '../../plugins/access';
import { createMemberService } from './member.service';
import { useIdCardKey } from './member-id-card';

/**
 * Reading members: the member screen, and the member pickers of the card list and the share
 * review (a desk clerk issuing a card need not see the member screen itself).
 */
const VIEW = ['member:view', 'cardlist:view', 'membereview:view'];

/** Members of the call's store (/member; docs/members.md). */
export const memberRoutes = async (app: App, { db, config }: Deps) => {
  const service = createMemberService(db, useIdCardKey(config.memberIdKey, config.dataDir));
  const tags = ['members'];
  app.post(
    '/member/list',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary:
          'Searches the store’s members (50 a page; name and phone by substring, ID card by the full number)',
        body: memberListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(member)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), request.body)),
  );

  app.get(
    '/member/:id',
    {
      config: { access: { scope: 'store', permission: 'member:view' } },
      schema: {
        tags,
        summary: 'One member: cards held, the first page of the card ledger, notes',
        params: idParams,
        response: { 200: envelopeSchema(memberDetail) },
      },
    },
    async (request) =>
      ok(request.lang, await service.get(storeOf(request), request.params.id, MEMBER_LEDGER_PAGE_SIZE)),
  );

  app.get(
    '/member/:id/ledger',
    {
      config: { access: { scope: 'store', permission: 'member:view' } },
      schema: {
        tags,
        summary: 'A page of the card ledger about one member (newest first, 50 a page)',
        params: idParams,
        querystring: z.object(queryPaging(MEMBER_LEDGER_PAGE_SIZE)),
        response: { 200: envelopeSchema(pageSchema(memberLedgerRow)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.ledger(storeOf(request), request.params.id, request.query)),
  );

  app.post(
    '/member',
    {
      config: { access: { scope: 'store', permission: 'member:edit' } },
      schema: {
        tags,
        summary: 'Adds a walk-in member at the desk',
        body: memberBody,
        response: { 200: envelopeSchema(member) },
      },
    },
    async (request) => ok(request.lang, await service.create(storeActorOf(request), request.body)),
  );

  app.put(
    '/member/:id',
    {
      config: { access: { scope: 'store', permission: 'member:edit' } },
      schema: {
        tags,
        summary: 'Changes a member (id_card absent or blank keeps the stored one; null removes it)',
        params: idParams,
        body: memberBody,
        response: { 200: envelopeSchema(member) },
      },
    },
    async (request) =>
      ok(request.lang, await service.update(storeActorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/member/:id/notes',
    {
      config: { access: { scope: 'store', permission: 'member:edit' } },
      schema: {
        tags,
        summary: 'Adds a note about a member; answers the notes, newest first',
        params: idParams,
        body: memberNoteBody,
        response: { 200: envelopeSchema(z.array(memberNote)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.addNote(storeActorOf(request), request.params.id, request.body.body)),
  );
};
