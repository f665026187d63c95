import { Code, envelopeSchema } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import { isDatabaseReachable } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

/** GET /api/health: code 0 when the database answers, -503 when it does not. */
export const healthRoutes = async (app: App, { db }: Deps) => {
  app.get(
    '/health',
    {
      config: { access: { scope: 'public' } },
      schema: {
        tags: ['health'],
        security: [],
        response: { 200: envelopeSchema(z.object({ database: z.literal('ok') })) },
      },
    },
    async (request) => {
      if (!(await isDatabaseReachable(db))) throw new AppError(Code.UNAVAILABLE, 'databaseUnavailable');
      return ok(request.lang, { database: 'ok' as const });
    },
  );
};
