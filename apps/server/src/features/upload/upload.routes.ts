import {
  envelopeSchema,
  pageSchema,
  signedFileUrl,
  uploadCredential,
  uploadCredentialQuery,
  uploadedFile,
  uploadFileIdParams,
  uploadFilesQuery,
  uploadReportBody,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createUploadService } from './upload.service';

/** How the caller reached this server: embedded-mode storage addresses are built on it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Uploads (docs/uploads.md): credential, report, and the media library's calls. */
export const uploadRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createUploadService(db, storage);
  const tags = ['upload'];

  app.get(
    '/upload/credential',
    {
      schema: {
        tags,
        summary: 'Temporary storage credentials for one new (or unreported) key of the selected store',
        querystring: uploadCredentialQuery,
        response: { 200: envelopeSchema(uploadCredential) },
      },
    },
    async (request) =>
      ok(request.lang, await service.credential(request.caller, request.query, originOf(request))),
  );

  app.post(
    '/upload/report',
    {
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

  app.get(
    '/upload/files',
    {
      schema: {
        tags,
        summary: "The selected store's files, newest first",
        querystring: uploadFilesQuery,
        response: { 200: envelopeSchema(pageSchema(uploadedFile)) },
      },
    },
    async (request) => ok(request.lang, await service.list(request.caller, request.query, originOf(request))),
  );

  app.get(
    '/upload/files/:id/url',
    {
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
