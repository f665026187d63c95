import {
  appReview,
  appReviewBody,
  cursorPageSchema,
  envelopeSchema,
  idParams,
  review,
  reviewAppealBody,
  reviewListBody,
  reviewReplyBody,
  reviewSummary,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { storeActorOf, storeOf } from '../../plugins/access';
import { createReviewService } from './review.service';
import { requireReviewPermission } from './review-permission';
import { reviewPlatformRoutes } from './review-platform.routes';
import { reviewUploadRoutes } from './review-upload.routes';

const VIEW = ['review:view', 'videoreview:view'] as const;
const REPLY = ['review:reply', 'videoreview:reply'] as const;

/**
 * Consumer reviews (/orderevaluate, /videoevaluate; docs/reviews.md). There is deliberately no
 * call that deletes, hides or edits a review: only the platform hides one, by upholding an appeal.
 */
export const reviewRoutes = async (app: App, deps: Deps): Promise<void> => {
  const { db, storage } = deps;
  const service = createReviewService(db, storage);
  const tags = ['review'];

  app.post(
    '/app/review',
    {
      config: { access: { scope: 'app' } },
      schema: {
        tags,
        summary:
          'The buyer reviews a used order (at least one voucher use): stars, text, own pictures or video, optional coach of the store; once per order',
        body: appReviewBody,
        response: { 200: envelopeSchema(appReview) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.create({ accountId: request.caller.accountId, requestId: request.id }, request.body),
      ),
  );

  app.post(
    '/review/list',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary:
          'One cursor page of the store’s reviews of one kind (text: /orderevaluate, review:view; video: /videoevaluate, videoreview:view)',
        body: reviewListBody,
        response: { 200: envelopeSchema(cursorPageSchema(review)) },
      },
    },
    async (request) => {
      await requireReviewPermission(db, request, request.body.kind, 'view');
      return ok(request.lang, await service.list(storeOf(request), request.body, originOf(request)));
    },
  );

  app.get(
    '/review/summary',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary:
          'Average stars and counts of the store’s visible reviews: overall, per listing, per coach (an upheld appeal removes a review)',
        response: { 200: envelopeSchema(reviewSummary) },
      },
    },
    async (request) => ok(request.lang, await service.summary(storeOf(request))),
  );

  app.post(
    '/review/:id/reply',
    {
      config: { access: { scope: 'store', permission: REPLY } },
      schema: {
        tags,
        summary:
          'Replies to a review once; the reply may be edited within 24 hours of the first reply (review:reply or videoreview:reply by the review’s kind)',
        params: idParams,
        body: reviewReplyBody,
        response: { 200: envelopeSchema(review) },
      },
    },
    async (request) => {
      const storeId = storeOf(request);
      await requireReviewPermission(db, request, await service.kindOf(storeId, request.params.id), 'reply');
      return ok(
        request.lang,
        await service.reply(storeActorOf(request), request.params.id, request.body.text, originOf(request)),
      );
    },
  );

  app.post(
    '/review/:id/appeal',
    {
      config: { access: { scope: 'store', permission: REPLY } },
      schema: {
        tags,
        summary:
          'Appeals a review to the platform with a reason and evidence files of the store (one open appeal at a time; the reply permission of the review’s kind)',
        params: idParams,
        body: reviewAppealBody,
        response: { 200: envelopeSchema(review) },
      },
    },
    async (request) => {
      const storeId = storeOf(request);
      await requireReviewPermission(db, request, await service.kindOf(storeId, request.params.id), 'reply');
      return ok(
        request.lang,
        await service.appeal(storeActorOf(request), request.params.id, request.body, originOf(request)),
      );
    },
  );

  await reviewPlatformRoutes(app, deps);
  await reviewUploadRoutes(app, deps);
};
