import { timedService, timedServiceBody, timedServiceOptions } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { registerServiceRoutes } from './service-routes-kit';
import { createTimedServiceService } from './timed-service.service';

/** Timed services of the call's store (/timetable "计时业务"; docs/services.md). */
export const timedServiceRoutes = async (app: App, { db }: Deps) =>
  registerServiceRoutes(
    app,
    {
      path: 'timed',
      menu: 'timetable',
      item: timedService,
      body: timedServiceBody,
      options: timedServiceOptions,
      summaries: {
        list: 'One page of the store’s timed services (a list query; online first, then by name)',
        options:
          'The store’s areas and active coaches for the resource picker, and whether timed services are open',
        get: 'One timed service of the store',
        create:
          'Adds a timed service (an area or a coach by the time unit); -403 until the application is approved',
        update: 'Changes a timed service (its state changes only by online / offline)',
        online: 'Puts an offline timed service online',
        offline: 'Puts an online timed service offline',
      },
    },
    createTimedServiceService(db),
  );
