import { countService, countServiceBody, countServiceOptions } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { createCountServiceService } from './count-service.service';
import { registerServiceRoutes } from './service-routes-kit';

/** Per-visit services of the call's store (/numbertable "计次业务"; docs/services.md). */
export const countServiceRoutes = async (app: App, { db }: Deps) =>
  registerServiceRoutes(
    app,
    {
      path: 'count',
      menu: 'numbertable',
      item: countService,
      body: countServiceBody,
      options: countServiceOptions,
      summaries: {
        list: 'One page of the store’s per-visit services (a list query; online first, then by visits and name)',
        options: 'The store’s courses for the course picker, and whether per-visit services are open',
        get: 'One per-visit service of the store',
        create:
          'Adds a per-visit service (a single visit or a visit pack on listed courses); -403 until the application is approved',
        update: 'Changes a per-visit service (its state changes only by online / offline)',
        online: 'Puts an offline per-visit service online',
        offline: 'Puts an online per-visit service offline',
      },
    },
    createCountServiceService(db),
  );
