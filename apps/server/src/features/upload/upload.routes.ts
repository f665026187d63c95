import {
  envelopeSchema,
  listQuerySchema,
  pageSchema,
  signedFileUrl,
  uploadAbortCredential,
  uploadCredential,
  uploadCredentialQuery,
  uploadedFile,
  uploadFileIdParams,
  uploadReportBody,
  uploadSignBody,
  uploadSignedRequests,
} from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { createUploadService } from './upload.service';

/**
 * Uploads (docs/uploads.md): credential, report, and the media library's calls. They work on
 * the selected store's files, or on the caller's own account's files when no store is selected.
 */
export const uploadRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createUploadService(db, storage);
  const tags = ['upload'];
  /**
   * Signed in, with an optional store: the store the call names (X-Store-Id) or the session's,
   * which must be managed, else the account's own files (qualification photos before any
   * store is managed).
   */
  const access = { scope: 'account', optionalStore: true } as const;

  app.get(
    '/upload/credential',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Temporary storage credentials for one new (or unreported) key of the selected store (or of the account when none is selected)',
        querystring: uploadCredentialQuery,
        response: { 200: envelopeSchema(uploadCredential) },
      },
    },
    async (request) =>
      ok(request.lang, await service.credential(request.caller, request.query, originOf(request))),
  );

  app.get(
    '/upload/credential/abort',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Temporary storage credentials that may only list and abort unfinished uploads under the caller prefix',
        response: { 200: envelopeSchema(uploadAbortCredential) },
      },
    },
    async (request) => ok(request.lang, await service.abortCredential(request.caller, originOf(request))),
  );

  app.post(
    '/upload/sign',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Server signing only: presigned storage URLs (900 s) for one uploader operation on one key of the caller',
        body: uploadSignBody,
        response: { 200: envelopeSchema(uploadSignedRequests) },
      },
    },
    async (request) => ok(request.lang, await service.sign(request.caller, request.body)),
  );

  app.post(
    '/upload/report',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Records an uploaded object after checking it in storage',
        body: uploadReportBody,
        response: { 200: envelopeSchema(uploadedFile) },
      },
    },
    async (request) =>
      ok(request.lang, await service.report(request.caller, request.body, originOf(request))),
  );

  app.post(
    '/upload/files',
    {
      // The media library screen: an employee sees it only when granted (menu 404).
      config: { access: { ...access, permission: 'upload:view' } },
      schema: {
        tags,
        summary:
          "The selected store's files (the account's own without a store): a list query, newest first by default",
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(uploadedFile)) },
      },
    },
    async (request) => ok(request.lang, await service.list(request.caller, request.body, originOf(request))),
  );

  app.get(
    '/upload/files/:id/url',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A fresh signed URL (900 s) to read a file',
        params: uploadFileIdParams,
        response: { 200: envelopeSchema(signedFileUrl) },
      },
    },
    async (request) =>
      ok(request.lang, await service.url(request.caller, request.params.id, originOf(request))),
  );

  app.delete(
    '/upload/files/:id',
    {
      config: { access: { ...access, permission: 'upload:delete' } },
      schema: {
        tags,
        summary: 'Deletes a file: its object and its record',
        params: uploadFileIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => ok(request.lang, await service.remove(request.caller, request.params.id)),
  );
};
