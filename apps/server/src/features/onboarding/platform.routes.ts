import {
  envelopeSchema,
  idParams,
  listQuerySchema,
  platformClaim,
  platformClaimPage,
  rejectBody,
  signedFileUrl,
  uploadFileIdParams,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { createReviewService } from './review.service';
import { createReviewFileService } from './review-files.service';

const tags = ['platform'];

/**
 * The platform's review of claims (platform accounts, role 0, only; others get -403). The
 * command-line tool (src/cli/platform.ts) calls the same service.
 */
export const platformRoutes = async (app: App, { db, storage }: Deps) => {
  const reviews = createReviewService(db);
  const reviewFiles = createReviewFileService(db, storage);

  app.post(
    '/platform/claims/list',
    {
      config: { access: { scope: 'platform' } },
      schema: {
        tags,
        summary: 'Claims with store, merchant and qualifications (a list query; oldest first by default)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(platformClaimPage) },
      },
    },
    async (request) => ok(request.lang, await reviews.list({ caller: request.caller }, request.body)),
  );

  app.post(
    '/platform/claims/:id/approve',
    {
      config: { access: { scope: 'platform' } },
      schema: {
        tags,
        summary: 'Approves a pending claim with qualifications: the merchant manages the store',
        params: idParams,
        response: { 200: envelopeSchema(platformClaim) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await reviews.approve({ caller: request.caller, requestId: request.id }, request.params.id),
      ),
  );

  app.post(
    '/platform/claims/:id/reject',
    {
      config: { access: { scope: 'platform' } },
      schema: {
        tags,
        summary: 'Rejects a pending claim with a reason the merchant reads',
        params: idParams,
        body: rejectBody,
        response: { 200: envelopeSchema(platformClaim) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await reviews.reject(
          { caller: request.caller, requestId: request.id },
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  app.get(
    '/platform/files/:id/url',
    {
      config: { access: { scope: 'platform' } },
      schema: {
        tags,
        summary: "A signed URL (900 s) to look at a photo of a claim's qualifications",
        params: uploadFileIdParams,
        response: { 200: envelopeSchema(signedFileUrl) },
      },
    },
    async (request) =>
      ok(request.lang, await reviewFiles.url(request.caller, request.params.id, originOf(request))),
  );
};
