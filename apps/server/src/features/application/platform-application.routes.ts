import {
  applicationReasonBody,
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
  serviceApplication,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { createApplicationReviewService } from './application-review.service';

const tags = ['platform'];
const access = { scope: 'platform' } as const;

/**
 * The platform's review of applications (platform accounts only; a merchant is refused -403 by
 * the access plugin). The command-line tool (src/cli/platform.ts, `applications …`) calls the
 * same service.
 */
export const platformApplicationRoutes = async (app: App, { db, storage }: Deps) => {
  const reviews = createApplicationReviewService(db, storage);
  const reviewer = (request: FastifyRequest) => ({ caller: request.caller, requestId: request.id });

  app.post(
    '/platform/application/list',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Submitted applications of every store (a list query: status, type, store; longest waiting first)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(serviceApplication)) },
      },
    },
    async (request) => ok(request.lang, await reviews.list(request.body, originOf(request))),
  );

  app.get(
    '/platform/application/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One submitted application with its qualification facts and signed materials',
        params: idParams,
        response: { 200: envelopeSchema(serviceApplication) },
      },
    },
    async (request) => ok(request.lang, await reviews.show(request.params.id, originOf(request))),
  );

  app.post(
    '/platform/application/:id/approve',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Approves a pending application: the store may set up and sell that service',
        params: idParams,
        response: { 200: envelopeSchema(serviceApplication) },
      },
    },
    async (request) =>
      ok(request.lang, await reviews.approve(reviewer(request), request.params.id, originOf(request))),
  );

  for (const action of ['reject', 'revoke'] as const)
    app.post(
      `/platform/application/:id/${action}`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            action === 'reject'
              ? 'Rejects a pending application with a reason'
              : 'Withdraws an approval with a reason: the service closes until a new application is approved',
          params: idParams,
          body: applicationReasonBody,
          response: { 200: envelopeSchema(serviceApplication) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await reviews[action](reviewer(request), request.params.id, request.body.reason, originOf(request)),
        ),
    );
};
