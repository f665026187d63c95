import {
  cursorPageSchema,
  envelopeSchema,
  listQuerySchema,
  messageDeleteBody,
  messageDeleteResult,
  messageIdParams,
  systemMessage,
  unreadCount,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createMessageService } from './message.service';
import { handleSystemMessages } from './system-message-outbox';

/** System messages (spec §7): the caller's own, whichever store is selected. */
export const messageRoutes = async (app: App, { db, outbox }: Deps) => {
  const service = createMessageService(db);
  // Other features queue messages in their transactions; the outbox delivers them here.
  handleSystemMessages(outbox);
  const tags = ['messages'];

  app.post(
    '/message/system/list',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: 'One page of the caller’s messages (a list query paged by cursor; newest first by default)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(cursorPageSchema(systemMessage)) },
      },
    },
    async (request) => ok(request.lang, await service.list(request.caller.accountId, request.body)),
  );

  app.get(
    '/message/system/read/:id',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: 'One message of the caller; marks it read',
        params: messageIdParams,
        response: { 200: envelopeSchema(systemMessage) },
      },
    },
    async (request) => ok(request.lang, await service.read(request.caller.accountId, request.params.id)),
  );

  app.delete(
    '/message/system/delete/',
    {
      config: { access: { scope: 'account', permission: 'message:delete' } },
      schema: {
        tags,
        summary: 'Deletes the caller’s messages among the ids; other ids are ignored',
        body: messageDeleteBody,
        response: { 200: envelopeSchema(messageDeleteResult) },
      },
    },
    async (request) => ok(request.lang, await service.delete(request.caller.accountId, request.body.ids)),
  );

  app.get(
    '/message/system/unread_count',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: 'How many of the caller’s messages are unread',
        response: { 200: envelopeSchema(unreadCount) },
      },
    },
    async (request) => ok(request.lang, await service.unreadCount(request.caller.accountId)),
  );
};
