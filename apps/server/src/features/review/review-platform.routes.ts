import {
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
  platformReviewAppeal,
  reviewDecideBody,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { createReviewAppealService } from './review-appeal.service';

/** The platform's decisions on review appeals (platform accounts only; also `npm run platform -- review …`). */
export const reviewPlatformRoutes = async (app: App, { db, storage }: Deps): Promise<void> => {
  const service = createReviewAppealService(db, storage);
  const tags = ['platform'];
  const access = { scope: 'platform' } as const;

  app.post(
    '/platform/review/appeal/list',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Review appeals with their review and evidence (a list query; oldest first by default)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(platformReviewAppeal)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.list({ caller: request.caller }, request.body, originOf(request))),
  );

  app.post(
    '/platform/review/appeal/:id/decide',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Decides an open appeal with a reason: upheld hides the review from the storefront and the averages, dismissed keeps it; the store is told',
        params: idParams,
        body: reviewDecideBody,
        response: { 200: envelopeSchema(platformReviewAppeal) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.decide(
          { caller: request.caller, requestId: request.id },
          request.params.id,
          request.body,
        ),
      ),
  );
};
