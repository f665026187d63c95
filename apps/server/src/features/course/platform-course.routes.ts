import {
  courseRejectBody,
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
  platformCourseDecision,
  platformCourseItem,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { createCourseReviewService } from './course-review.service';

const tags = ['platform'];
const access = { scope: 'platform' } as const;

/**
 * The platform's review of listings and revisions (platform accounts only). The command-line
 * tool (src/cli/platform.ts, `courses …`) calls the same service.
 */
export const platformCourseRoutes = async (app: App, { db, storage }: Deps) => {
  const reviews = createCourseReviewService(db, storage);
  const reviewer = (request: FastifyRequest) => ({
    caller: request.caller,
    requestId: request.id,
  });

  app.post(
    '/platform/course/list',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Pending listings and pending revisions of every store (a list query; longest waiting first)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(platformCourseItem)) },
      },
    },
    async (request) =>
      ok(request.lang, await reviews.list(reviewer(request), request.body, originOf(request))),
  );

  app.post(
    '/platform/course/:id/approve',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Approves a pending listing (it goes online) or a pending revision (it replaces the live version)',
        params: idParams,
        response: { 200: envelopeSchema(platformCourseDecision) },
      },
    },
    async (request) =>
      ok(request.lang, await reviews.approve(reviewer(request), request.params.id, request.lang)),
  );

  app.post(
    '/platform/course/:id/reject',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Rejects a pending listing or revision with a reason per field',
        params: idParams,
        body: courseRejectBody,
        response: { 200: envelopeSchema(platformCourseDecision) },
      },
    },
    async (request) =>
      ok(request.lang, await reviews.reject(reviewer(request), request.params.id, request.body.reasons)),
  );
};
