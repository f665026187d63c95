import {
  announcement,
  announcementIdParams,
  envelopeSchema,
  listQuerySchema,
  pageSchema,
  unreadCount,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createNoticeService } from './notice.service';

/**
 * Announcements (spec §7). Account-scoped, not store-scoped: a merchant sees the same list
 * whichever store is selected. The static unread_count path wins over /{id} in Fastify's
 * router, and the id must be a positive integer anyway.
 */
export const noticeRoutes = async (app: App, { db }: Deps) => {
  const service = createNoticeService(db);
  const tags = ['announcements'];

  app.post(
    '/user/announcements',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: 'One page of announcements, each with the caller’s read mark',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(announcement)) },
      },
    },
    async (request) => ok(request.lang, await service.list(request.caller.accountId, request.body)),
  );

  app.get(
    '/user/announcements/unread_count',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: 'Current announcements the caller has not opened',
        response: { 200: envelopeSchema(unreadCount) },
      },
    },
    async (request) => ok(request.lang, await service.unreadCount(request.caller.accountId)),
  );

  app.get(
    '/user/announcements/:id',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: 'One announcement; marks it read for the caller',
        params: announcementIdParams,
        response: { 200: envelopeSchema(announcement) },
      },
    },
    async (request) => ok(request.lang, await service.open(request.caller.accountId, request.params.id)),
  );
};
