import {
  appBooking,
  appBookingBody,
  appNotificationPage,
  appNotificationQuery,
  bookingActionBody,
  bookingStatuses,
  envelopeSchema,
  idParams,
  sessionRoster,
} from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf, storeOf } from '../../plugins/access';
import { handleAppNotifications, listAppNotifications } from './app-notification';
import { createBookingService } from './booking.service';
import { bookingReleaseJob, createBookingDesk } from './booking-desk';

const ROSTER_READ = ['coursetable:view', 'coursetable:edit', 'coursetable:cancel', 'coursetable:checkin'];
const bookingMoved = z.object({ id: z.number().int(), status: z.enum(bookingStatuses) });

/** Bookings (docs/bookings.md): the consumer's calls under /app, the desk's roster, check-in, no-show. */
export const bookingRoutes = async (app: App, { db, jobs, outbox }: Deps): Promise<void> => {
  const service = createBookingService(db);
  const desk = createBookingDesk(db);
  const appAccess = { access: { scope: 'app' as const } };
  jobs.register(bookingReleaseJob);
  handleAppNotifications(outbox);

  app.post(
    '/app/booking',
    {
      config: appAccess,
      schema: {
        tags: ['app'],
        summary:
          'Books a session on a card or a paid order: a place, else the waitlist; refusals name their reason (value.refusal)',
        body: appBookingBody,
        response: { 200: envelopeSchema(appBooking) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.book({ accountId: request.caller.accountId, requestId: request.id }, request.body),
      ),
  );

  app.post(
    '/app/booking/:id/cancel',
    {
      config: appAccess,
      schema: {
        tags: ['app'],
        summary:
          'Cancels the consumer’s place or waitlist entry; after the cancel deadline it is a late cancel; a freed place goes to the waitlist',
        params: idParams,
        body: bookingActionBody,
        response: { 200: envelopeSchema(appBooking) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.cancel(
          { accountId: request.caller.accountId, requestId: request.id },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/app/notification/list',
    {
      config: appAccess,
      schema: {
        tags: ['app'],
        summary:
          'The consumer’s notifications, newest first, 20 at a time (`before` = the previous page’s next)',
        querystring: appNotificationQuery,
        response: { 200: envelopeSchema(appNotificationPage) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await listAppNotifications(db, request.caller.accountId, request.query.before, request.lang),
      ),
  );

  app.get(
    '/timetable/session/:id/roster',
    {
      config: { access: { scope: 'store', permission: ROSTER_READ } },
      schema: {
        tags: ['bookings'],
        summary: 'A session’s roster: booked, waiting in order, checked in, no-show, cancelled',
        params: idParams,
        response: { 200: envelopeSchema(sessionRoster) },
      },
    },
    async (request) => ok(request.lang, await desk.roster(storeOf(request), request.params.id)),
  );

  app.post(
    '/booking/:id/checkin',
    {
      config: { access: { scope: 'store', permission: 'coursetable:checkin' } },
      schema: {
        tags: ['bookings'],
        summary:
          'Checks a booked member in, using the card or one use of the voucher (idempotent by request_no)',
        params: idParams,
        body: bookingActionBody,
        response: { 200: envelopeSchema(bookingMoved) },
      },
    },
    async (request) =>
      ok(request.lang, await desk.checkin(storeActorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/booking/:id/no_show',
    {
      config: { access: { scope: 'store', permission: 'coursetable:checkin' } },
      schema: {
        tags: ['bookings'],
        summary: 'Marks a booked member absent once the session has started (nothing is used)',
        params: idParams,
        response: { 200: envelopeSchema(bookingMoved) },
      },
    },
    async (request) => ok(request.lang, await desk.noShow(storeActorOf(request), request.params.id)),
  );
};
