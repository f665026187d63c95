import {
  envelopeSchema,
  uploadCredential,
  uploadCredentialQuery,
  uploadedFile,
  uploadReportBody,
  uploadSignBody,
  uploadSignedRequests,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { createUploadService } from '../upload/upload.service';

/**
 * The consumer's uploads (review pictures and videos): the console's upload protocol
 * (docs/uploads.md) in the `app` scope. An app call acts in no store, so the upload service
 * keeps the files under the consumer's own account (`accounts/{id}/…`), which is how a review
 * checks that its files are the caller's.
 */
export const reviewUploadRoutes = async (app: App, { db, storage }: Deps): Promise<void> => {
  const service = createUploadService(db, storage);
  const tags = ['app'];
  const access = { scope: 'app' } as const;

  app.get(
    '/app/upload/credential',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Temporary storage credentials for one new key under the consumer’s account',
        querystring: uploadCredentialQuery,
        response: { 200: envelopeSchema(uploadCredential) },
      },
    },
    async (request) =>
      ok(request.lang, await service.credential(request.caller, request.query, originOf(request))),
  );

  app.post(
    '/app/upload/sign',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Server signing only: presigned storage URLs for one operation on one key of the consumer',
        body: uploadSignBody,
        response: { 200: envelopeSchema(uploadSignedRequests) },
      },
    },
    async (request) => ok(request.lang, await service.sign(request.caller, request.body)),
  );

  app.post(
    '/app/upload/report',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Records the consumer’s uploaded object after checking it in storage',
        body: uploadReportBody,
        response: { 200: envelopeSchema(uploadedFile) },
      },
    },
    async (request) =>
      ok(request.lang, await service.report(request.caller, request.body, originOf(request))),
  );
};
