import { appStoreServices, envelopeSchema, idParams } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeServicesForApp } from './app-services.service';
import { countServiceRoutes } from './count-service.routes';
import { timedServiceRoutes } from './timed-service.routes';

/** Timed and per-visit services (/timetable, /numbertable; docs/services.md). */
export const serviceRoutes = async (app: App, deps: Deps): Promise<void> => {
  await timedServiceRoutes(app, deps);
  await countServiceRoutes(app, deps);

  app.get(
    '/app/stores/:id/services',
    {
      config: { access: { scope: 'app' } },
      schema: {
        tags: ['app'],
        summary:
          'A store’s online timed and per-visit services with prices (each type only once the platform opened it)',
        params: idParams,
        response: { 200: envelopeSchema(appStoreServices) },
      },
    },
    async (request) => ok(request.lang, await storeServicesForApp(deps.db, request.params.id)),
  );
};
