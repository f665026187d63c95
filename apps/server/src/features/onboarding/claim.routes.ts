import {
  auditEvent,
  claimApplyBody,
  claimableStorePage,
  claimStoreQuery,
  claimSummary,
  createdStore,
  envelopeSchema,
  idParams,
  newStoreBody,
  qualification,
  qualificationBody,
  qualificationIdQuery,
} from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createClaimService } from './claim.service';
import { createQualificationService } from './qualification.service';

const tags = ['onboarding'];

/**
 * The merchant's side of onboarding (spec §7 /claim calls; docs/api.md "Onboarding"). Signed
 * in, merchant accounts only; no store needs to be selected (a new merchant has none).
 */
export const claimRoutes = async (app: App, { db }: Deps) => {
  const claims = createClaimService(db);
  const qualifications = createQualificationService(db);

  app.get(
    '/claim/stores',
    {
      schema: {
        tags,
        summary: 'Stores open to claim (nobody manages them), searched by name and city',
        querystring: claimStoreQuery,
        response: { 200: envelopeSchema(claimableStorePage) },
      },
    },
    async (request) => ok(request.lang, await claims.listClaimableStores(request.caller, request.query)),
  );

  app.post(
    '/claim/store',
    {
      schema: {
        tags,
        summary: 'Adds a store that is not listed; it starts unclaimed',
        body: newStoreBody,
        response: { 200: envelopeSchema(createdStore) },
      },
    },
    async (request) => ok(request.lang, await claims.createStore(request.caller, request.body)),
  );

  app.post(
    '/claim/apply',
    {
      schema: {
        tags,
        summary: 'Claims a store; the claim waits for qualifications and the platform review',
        body: claimApplyBody,
        response: { 200: envelopeSchema(claimSummary) },
      },
    },
    async (request) =>
      ok(request.lang, await claims.apply(request.caller, request.body.store_id, request.id)),
  );

  app.get(
    '/claim/status',
    {
      schema: {
        tags,
        summary: "The caller's claims, newest first, with the next action",
        response: { 200: envelopeSchema(z.array(claimSummary)) },
      },
    },
    async (request) => ok(request.lang, await claims.status(request.caller)),
  );

  app.get(
    '/claim/:id/audit',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags,
        summary: "The operation log of one of the caller's claims, oldest first",
        params: idParams,
        response: { 200: envelopeSchema(z.array(auditEvent)) },
      },
    },
    async (request) => ok(request.lang, await claims.history(request.caller, request.params.id)),
  );

  app.post(
    '/claim/qualification',
    {
      schema: {
        tags,
        summary: 'Submits or replaces the qualifications of a claim not yet approved',
        body: qualificationBody,
        response: { 200: envelopeSchema(qualification) },
      },
    },
    async (request) =>
      ok(request.lang, await qualifications.submit(request.caller, request.body, request.id)),
  );

  // Spec §7 deletes with a GET. The static path wins over /{id} in Fastify's router.
  app.get(
    '/claim/qualification/delete',
    {
      schema: {
        tags,
        summary: 'Deletes own qualifications while their claim is not approved',
        querystring: qualificationIdQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => ok(request.lang, await qualifications.delete(request.caller, request.query.id)),
  );

  app.get(
    '/claim/qualification/:id',
    {
      schema: {
        tags,
        summary: 'Own qualifications, with their claim status',
        params: idParams,
        response: { 200: envelopeSchema(qualification) },
      },
    },
    async (request) => ok(request.lang, await qualifications.get(request.caller, request.params.id)),
  );
};
