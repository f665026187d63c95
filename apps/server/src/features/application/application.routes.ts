import { applicationBody, applicationTypeParams, envelopeSchema, serviceApplication } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { storeOf } from '../../plugins/access';
import { createApplicationService } from './application.service';
import { platformApplicationRoutes } from './platform-application.routes';

const tags = ['applications'];

/**
 * Applications to open a service (/application, /timeapplication, /numberapplication; issue
 * 12, docs/applications.md). The routes let in any of the three screens' permissions; the
 * service then asks for the type's own or the all-services screen's.
 */
const merchantApplicationRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createApplicationService(db, storage);

  app.get(
    '/application/:type',
    {
      config: {
        access: {
          scope: 'store',
          permission: ['application:view', 'timeapplication:view', 'numberapplication:view'],
        },
      },
      schema: {
        tags,
        summary:
          'The store’s application for timed or count (per-visit) services, or an unsaved draft pre-filled from its approved qualifications',
        params: applicationTypeParams,
        response: { 200: envelopeSchema(serviceApplication) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.get(request.caller, storeOf(request), request.params.type, originOf(request)),
      ),
  );

  app.post(
    '/application',
    {
      config: {
        access: {
          scope: 'store',
          permission: ['application:edit', 'timeapplication:edit', 'numberapplication:edit'],
        },
      },
      schema: {
        tags,
        summary:
          'Saves the store’s application of a type as a draft, or submits it (submit: true) for the platform’s review',
        body: applicationBody,
        response: { 200: envelopeSchema(serviceApplication) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.save(
          { caller: request.caller, storeId: storeOf(request), requestId: request.id },
          request.body,
          originOf(request),
        ),
      ),
  );
};

export const applicationRoutes = async (app: App, deps: Deps): Promise<void> => {
  await merchantApplicationRoutes(app, deps);
  await platformApplicationRoutes(app, deps);
};
