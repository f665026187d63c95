import { auditEventPage, envelopeSchema, listQuerySchema } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createAuditService } from './audit.service';

/** The operation log: the caller's store's (DESIGN.md "State changes"), and the platform's whole. */
export const auditRoutes = async (app: App, { db }: Deps) => {
  const service = createAuditService(db);

  app.post(
    '/audit/list',
    {
      config: { access: { scope: 'store' } },
      schema: {
        tags: ['audit'],
        summary:
          "The store's state changes and the account-level changes that list the store (a list query on entity, entity_id, actor, at; newest first)",
        body: listQuerySchema,
        response: { 200: envelopeSchema(auditEventPage) },
      },
    },
    // A `store` route always has a checked store.
    async (request) =>
      ok(request.lang, await service.list(request.caller, request.storeId as number, request.body)),
  );

  app.post(
    '/platform/audit/list',
    {
      config: { access: { scope: 'platform' } },
      schema: {
        tags: ['audit'],
        summary:
          'Every state change, platform-level ones (no store) included, with the stores an account-level change lists (the platform only)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(auditEventPage) },
      },
    },
    async (request) => ok(request.lang, await service.listAll(request.body)),
  );
};
