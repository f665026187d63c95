import { auditEventPage, envelopeSchema, listQuerySchema } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createAuditService } from './audit.service';

/** The operation log of the caller's store (DESIGN.md "State changes"). */
export const auditRoutes = async (app: App, { db }: Deps) => {
  const service = createAuditService(db);

  app.post(
    '/audit/list',
    {
      config: { access: { scope: 'store' } },
      schema: {
        tags: ['audit'],
        summary: "The store's state changes (a list query on entity, entity_id, actor, at; newest first)",
        body: listQuerySchema,
        response: { 200: envelopeSchema(auditEventPage) },
      },
    },
    // A `store` route always has a checked store.
    async (request) =>
      ok(request.lang, await service.list(request.caller, request.storeId as number, request.body)),
  );
};
