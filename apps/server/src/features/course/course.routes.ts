import {
  course,
  courseBody,
  courseBulkAnswer,
  courseBulkBody,
  courseStatusCount,
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { storeActorOf, storeOf } from '../../plugins/access';
import { type CourseActor, createCourseService } from './course.service';

const VIEW = ['class:view', 'course:view'];

/** Courses and packages of the call's store (/class, /course; docs/listings.md). */
export const merchantCourseRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createCourseService(db, storage);
  const tags = ['courses'];
  const actorOf = (request: FastifyRequest): CourseActor => ({
    ...storeActorOf(request),
    lang: request.lang,
  });

  app.post(
    '/course/list',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary: 'One page of the store’s listings (a list query; newest change first)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(course)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.list(storeOf(request), request.body, originOf(request))),
  );

  app.get(
    '/course/status_count',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary: 'Listings per status tab (online, offline, draft, pending, rejected)',
        response: { 200: envelopeSchema(courseStatusCount) },
      },
    },
    async (request) => ok(request.lang, await service.statusCount(storeOf(request))),
  );

  app.get(
    '/course/:id',
    {
      config: { access: { scope: 'store', permission: VIEW } },
      schema: {
        tags,
        summary: 'One listing of the store, with its open revision',
        params: idParams,
        response: { 200: envelopeSchema(course) },
      },
    },
    async (request) =>
      ok(request.lang, await service.get(storeOf(request), request.params.id, originOf(request))),
  );

  app.post(
    '/course',
    {
      config: { access: { scope: 'store', permission: 'class:edit' } },
      schema: {
        tags,
        summary: 'Adds a listing as a draft (to be submitted); only category and name are required',
        body: courseBody,
        response: { 200: envelopeSchema(course) },
      },
    },
    async (request) =>
      ok(request.lang, await service.create(actorOf(request), request.body, originOf(request))),
  );

  app.put(
    '/course/:id',
    {
      config: { access: { scope: 'store', permission: 'class:edit' } },
      schema: {
        tags,
        summary:
          'Changes a draft or rejected listing; on an online or offline one, creates or updates its revision (the live version stays)',
        params: idParams,
        body: courseBody,
        response: { 200: envelopeSchema(course) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.update(actorOf(request), request.params.id, request.body, originOf(request)),
      ),
  );

  app.delete(
    '/course/:id',
    {
      config: { access: { scope: 'store', permission: 'class:delete' } },
      schema: {
        tags,
        summary: 'Deletes a listing that is still to be submitted (drafts only)',
        params: idParams,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, await service.remove(actorOf(request), request.params.id)),
  );

  const actions = [
    [
      'submit',
      'class:submit',
      'Submits a draft, a rejected listing or a live listing’s revision for approval',
    ],
    ['withdraw', 'class:submit', 'Withdraws a pending listing or revision back to draft'],
    ['online', 'class:online', 'Puts an offline (approved) listing online'],
    ['offline', 'class:online', 'Takes an online listing offline'],
  ] as const;
  for (const [action, permission, summary] of actions) {
    app.post(
      `/course/:id/${action}`,
      {
        config: { access: { scope: 'store', permission } },
        schema: { tags, summary, params: idParams, response: { 200: envelopeSchema(course) } },
      },
      async (request) =>
        ok(request.lang, await service.act(actorOf(request), request.params.id, action, originOf(request))),
    );
  }

  for (const [action, permission] of [
    ['submit', 'class:submit'],
    ['online', 'class:online'],
    ['offline', 'class:online'],
  ] as const) {
    app.post(
      `/course/bulk/${action}`,
      {
        config: { access: { scope: 'store', permission } },
        schema: {
          tags,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} for several listings: a result per id (code 0 or the refusal)`,
          body: courseBulkBody,
          response: { 200: envelopeSchema(courseBulkAnswer) },
        },
      },
      async (request) => ok(request.lang, await service.bulk(actorOf(request), action, request.body.ids)),
    );
  }
};
