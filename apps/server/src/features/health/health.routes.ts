import { Code, envelopeSchema } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import { isDatabaseReachable } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { readiness } from '../../lib/ops/readiness';

const partState = z.enum(['ok', 'unreachable']);

/**
 * GET /api/health (liveness): code 0 when the database answers, -503 when it does not.
 * GET /api/ready (readiness): code 0 when the database and the object storage both answer;
 * else -503 naming the part that failed, in the message and in `value` (docs/operations.md).
 */
export const healthRoutes = async (app: App, deps: Deps) => {
  const { db } = deps;
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

  app.get(
    '/ready',
    {
      config: { access: { scope: 'public' } },
      schema: {
        tags: ['health'],
        security: [],
        response: { 200: envelopeSchema(z.object({ database: partState, storage: partState })) },
      },
    },
    async (request) => {
      const parts = await readiness(deps);
      if (parts.database === 'ok' && parts.storage === 'ok') return ok(request.lang, parts);
      const key =
        parts.database !== 'ok' && parts.storage !== 'ok'
          ? 'notReadyBoth'
          : parts.database !== 'ok'
            ? 'notReadyDatabase'
            : 'notReadyStorage';
      throw new AppError(Code.UNAVAILABLE, key, {}, parts);
    },
  );
};
