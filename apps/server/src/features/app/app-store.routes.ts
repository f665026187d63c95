import { appListingPage, appStorePage, envelopeSchema, idParams } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { originOf } from '../../lib/request-origin';
import { consumerKey } from '../statistics/statistics-events';
import { createAppStoreService } from './app-store.service';

/** What consumers see of a store and a listing (scope app, docs/storefront.md). */
export const appStoreRoutes = async (app: App, { db, storage }: Deps) => {
  const service = createAppStoreService(db, storage);
  const tags = ['app'];
  // The app scope always has a signed-in consumer; events are recorded under its account.
  const consumerOf = (request: { caller: { accountId: number } }) =>
    consumerKey({ accountId: request.caller.accountId });

  app.get(
    '/app/stores/:id',
    {
      config: { access: { scope: 'app' } },
      schema: {
        tags,
        summary:
          'A store’s page: its published decoration, pictures and online listings (one exposure per listing shown)',
        params: idParams,
        response: { 200: envelopeSchema(appStorePage) },
      },
    },
    async (request) =>
      ok(request.lang, await service.storePage(request.params.id, originOf(request), consumerOf(request))),
  );

  app.get(
    '/app/listings/:id',
    {
      config: { access: { scope: 'app' } },
      schema: {
        tags,
        summary: 'An online listing with its store and the sessions bookable now (one click); else -404',
        params: idParams,
        response: { 200: envelopeSchema(appListingPage) },
      },
    },
    async (request) =>
      ok(request.lang, await service.listingPage(request.params.id, originOf(request), consumerOf(request))),
  );
};
