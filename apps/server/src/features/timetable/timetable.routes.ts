import {
  envelopeSchema,
  historySession,
  idParams,
  listQuerySchema,
  pageSchema,
  sessionCancelBody,
  timetableOptions,
  timetablePreview,
  timetablePreviewBody,
  timetableRuleBody,
  timetableRuleSaved,
  timetableSession,
  timetableWeek,
  timetableWeekCopied,
  timetableWeekCopyBody,
  timetableWeekQuery,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf } from '../../plugins/access';
import { createTimetableService } from './timetable.service';

const READ = ['coursetable:view', 'coursetable:edit', 'coursetable:cancel'];

/** The weekly timetable (/coursetable) and past courses (/history) (docs/schedule.md). */
export const timetableRoutes = async (app: App, { db }: Deps) => {
  const service = createTimetableService(db);
  const tags = ['timetable'];

  app.get(
    '/timetable/week',
    {
      config: { access: { scope: 'store', permission: READ } },
      schema: {
        tags,
        summary: 'The sessions of the week (Monday..Sunday) holding `date`, and the rules valid in it',
        querystring: timetableWeekQuery,
        response: { 200: envelopeSchema(timetableWeek) },
      },
    },
    async (request) => {
      const { date, ...filter } = request.query;
      return ok(request.lang, await service.week(request.storeId as number, date, filter));
    },
  );

  app.get(
    '/timetable/options',
    {
      config: { access: { scope: 'store', permission: READ } },
      schema: {
        tags,
        summary: 'What the rule form picks from: sellable listings, active coaches, areas',
        response: { 200: envelopeSchema(timetableOptions) },
      },
    },
    async (request) => ok(request.lang, await service.options(request.storeId as number)),
  );

  app.post(
    '/timetable/rule/preview',
    {
      config: { access: { scope: 'store', permission: ['coursetable:edit', 'coursetable:view'] } },
      schema: {
        tags,
        summary:
          'The sessions a rule (or a list of rules) would create, each with its conflicts; writes nothing',
        body: timetablePreviewBody,
        response: { 200: envelopeSchema(timetablePreview) },
      },
    },
    async (request) => ok(request.lang, await service.preview(request.storeId as number, request.body)),
  );

  app.post(
    '/timetable/rule',
    {
      config: { access: { scope: 'store', permission: 'coursetable:edit' } },
      schema: {
        tags,
        summary:
          'Creates a weekly rule and its sessions (-409 with the preview as value while any conflict remains)',
        body: timetableRuleBody,
        response: { 200: envelopeSchema(timetableRuleSaved) },
      },
    },
    async (request) =>
      ok(request.lang, await service.create(storeActorOf(request), request.body, request.lang)),
  );

  app.put(
    '/timetable/rule/:id',
    {
      config: { access: { scope: 'store', permission: 'coursetable:edit' } },
      schema: {
        tags,
        summary: 'Replaces a rule: its upcoming sessions are regenerated; begun and cancelled ones are kept',
        params: idParams,
        body: timetableRuleBody,
        response: { 200: envelopeSchema(timetableRuleSaved) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.replace(storeActorOf(request), request.params.id, request.body, request.lang),
      ),
  );

  app.post(
    '/timetable/week/copy',
    {
      config: { access: { scope: 'store', permission: 'coursetable:edit' } },
      schema: {
        tags,
        summary:
          'Copies a week’s sessions into another week as rules valid in that week (checked like a save)',
        body: timetableWeekCopyBody,
        response: { 200: envelopeSchema(timetableWeekCopied) },
      },
    },
    async (request) =>
      ok(request.lang, await service.copyWeek(storeActorOf(request), request.body, request.lang)),
  );

  app.post(
    '/timetable/session/:id/cancel',
    {
      config: { access: { scope: 'store', permission: 'coursetable:cancel' } },
      schema: {
        tags,
        summary: 'Cancels a scheduled session that has not started, recording who and why',
        params: idParams,
        body: sessionCancelBody,
        response: { 200: envelopeSchema(timetableSession) },
      },
    },
    async (request) =>
      ok(request.lang, await service.cancel(storeActorOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/timetable/history',
    {
      config: { access: { scope: 'store', permission: 'history:view' } },
      schema: {
        tags,
        summary: 'One page of past courses: sessions that ended and were not cancelled (a list query)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(historySession)) },
      },
    },
    async (request) => ok(request.lang, await service.history(request.storeId as number, request.body)),
  );
};
