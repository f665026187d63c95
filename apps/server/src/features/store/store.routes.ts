import {
  envelopeSchema,
  idParams,
  listQuerySchema,
  merchantStore,
  pageSchema,
  storeOption,
} from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createStoreService } from './store.service';

/** The store switcher's calls and the merchant (store management) list. */
export const storeRoutes = async (app: App, { db }: Deps) => {
  const service = createStoreService(db);
  const selectSchema = {
    tags: ['store'],
    params: idParams,
    response: { 200: envelopeSchema(storeOption) },
  };

  app.get(
    '/user/store/list',
    { schema: { tags: ['store'], response: { 200: envelopeSchema(z.array(storeOption)) } } },
    async (request) => ok(request.lang, await service.listOptions(request.caller)),
  );

  app.post('/user/store/select/:id', { schema: selectSchema }, async (request) =>
    ok(request.lang, await service.select(request.caller, request.params.id)),
  );

  app.get(
    '/user/merchant/list',
    { schema: { tags: ['store'], response: { 200: envelopeSchema(z.array(merchantStore)) } } },
    async (request) => ok(request.lang, await service.listForManagement(request.caller)),
  );

  app.post(
    '/user/merchant/list',
    {
      config: { access: { scope: 'account' } },
      schema: {
        tags: ['store'],
        summary: 'The stores the caller manages as a list query (store management); by name by default',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(merchantStore)) },
      },
    },
    async (request) => ok(request.lang, await service.pageForManagement(request.caller, request.body)),
  );
  /** Spec §7 leaves the payload open: this enters the management of store {id}. */
  app.post('/user/merchant/management/:id', { schema: selectSchema }, async (request) =>
    ok(request.lang, await service.select(request.caller, request.params.id)),
  );
};
