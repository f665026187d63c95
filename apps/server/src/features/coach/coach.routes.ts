import { coach, coachBody, envelopeSchema, idParams, listQuerySchema, pageSchema } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { storeActorOf, storeOf } from '../../plugins/access';
import { createCoachService } from './coach.service';
import { coachCertificateJob } from './coach-expiry';

/** Coaches of the call's store (/coach; docs/coaches.md). */
export const coachRoutes = async (app: App, { db, storage, jobs }: Deps) => {
  const service = createCoachService(db, storage);
  const tags = ['coaches'];
  jobs.register(coachCertificateJob);

  app.post(
    '/coach/list',
    {
      config: { access: { scope: 'store', permission: 'coach:view' } },
      schema: {
        tags,
        summary: 'One page of the store’s coaches (a list query; active first, then by sort order)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(coach)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.list(storeOf(request), request.body, originOf(request))),
  );

  app.get(
    '/coach/:id',
    {
      config: { access: { scope: 'store', permission: 'coach:view' } },
      schema: {
        tags,
        summary: 'One coach of the store',
        params: idParams,
        response: { 200: envelopeSchema(coach) },
      },
    },
    async (request) =>
      ok(request.lang, await service.get(storeOf(request), request.params.id, originOf(request))),
  );

  app.post(
    '/coach',
    {
      config: { access: { scope: 'store', permission: 'coach:edit' } },
      schema: {
        tags,
        summary: 'Adds a coach (pictures: images uploaded to the store)',
        body: coachBody,
        response: { 200: envelopeSchema(coach) },
      },
    },
    async (request) =>
      ok(request.lang, await service.create(storeActorOf(request), request.body, originOf(request))),
  );

  app.put(
    '/coach/:id',
    {
      config: { access: { scope: 'store', permission: 'coach:edit' } },
      schema: {
        tags,
        summary: 'Changes a coach; certificates with an id are kept and updated, the others replaced',
        params: idParams,
        body: coachBody,
        response: { 200: envelopeSchema(coach) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.update(storeActorOf(request), request.params.id, request.body, originOf(request)),
      ),
  );

  for (const [action, to] of [
    ['deactivate', 'inactive'],
    ['activate', 'active'],
  ] as const) {
    app.post(
      `/coach/:id/${action}`,
      {
        config: { access: { scope: 'store', permission: 'coach:status' } },
        schema: {
          tags,
          summary:
            action === 'deactivate'
              ? 'Deactivates an active coach (coaches are never deleted)'
              : 'Activates an inactive coach',
          params: idParams,
          response: { 200: envelopeSchema(coach) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await service.setStatus(storeActorOf(request), request.params.id, to, originOf(request)),
        ),
    );
  }
};
