import { dashboardToday, envelopeSchema } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeOf } from '../../plugins/access';
import { createDashboardService } from './dashboard.service';

/**
 * GET /dashboard/today (docs/dashboard.md): open to every console account in its store (the
 * dashboard is an `always` screen); each block is answered only with the view permission of
 * the screen it links to.
 */
export const dashboardRoutes = async (app: App, { db }: Deps) => {
  const service = createDashboardService(db);
  app.get(
    '/dashboard/today',
    {
      config: { access: { scope: 'store' } },
      schema: {
        tags: ['dashboard'],
        summary:
          "Today's figures (China time) beside the same weekday last week, today's sessions and the to-do items, each block by its screen's permission",
        response: { 200: envelopeSchema(dashboardToday) },
      },
    },
    async (request) => ok(request.lang, await service.today(request.caller, storeOf(request))),
  );
};
