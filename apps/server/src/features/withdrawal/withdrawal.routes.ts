import {
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
  withdrawalAccount,
  withdrawalAccountBody,
  withdrawalCodeSent,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createPayoutProvider, type PayoutProvider } from '../../lib/payouts';
import { storeActorOf, storeOf } from '../../plugins/access';
import { loadAccountNumberHasher } from './account-number-key';
import { type AccountActor, createWithdrawalAccountService } from './withdrawal-account.service';
import { registerWithdrawalRoutes } from './withdrawal-requests.routes';

const store = (permission: string) => ({ access: { scope: 'store' as const, permission } });

/**
 * Withdrawal accounts (/account; docs/finance.md "Accounts"). The withdrawals themselves
 * (/withdrawal, /withdrawal/list, /platform/withdrawal/*) come with the payout provider.
 */
export const withdrawalRoutes = async (app: App, deps: Deps): Promise<void> => {
  const { db, sms, config } = deps;
  const service = createWithdrawalAccountService(
    { db, sms },
    loadAccountNumberHasher(config.withdrawalAccountKey, config.dataDir),
  );
  const tags = ['withdrawal accounts'];
  const actorOf = (request: FastifyRequest): AccountActor => ({
    ...storeActorOf(request),
    ip: request.ip,
    lang: request.lang,
  });

  app.post(
    '/withdrawal/account/list',
    {
      config: store('account:view'),
      schema: {
        tags,
        summary: 'The store’s withdrawal accounts, numbers masked',
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(withdrawalAccount)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), request.body)),
  );

  app.post(
    '/withdrawal/account/sendcode',
    {
      config: store('account:edit'),
      schema: {
        tags,
        summary:
          'Sends a code to the store owner’s phone to confirm adding or changing an account (owner only)',
        response: { 200: envelopeSchema(withdrawalCodeSent) },
      },
    },
    async (request) => ok(request.lang, await service.sendCode(actorOf(request))),
  );

  app.post(
    '/withdrawal/account',
    {
      config: store('account:edit'),
      schema: {
        tags,
        summary: 'Binds an account (owner only, with the SMS code); usable for withdrawals after 24 h',
        body: withdrawalAccountBody,
        response: { 200: envelopeSchema(withdrawalAccount) },
      },
    },
    async (request) => ok(request.lang, await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/withdrawal/account/:id',
    {
      config: store('account:edit'),
      schema: {
        tags,
        summary: 'Replaces an account (owner only, with the SMS code); a new destination waits 24 h again',
        params: idParams,
        body: withdrawalAccountBody,
        response: { 200: envelopeSchema(withdrawalAccount) },
      },
    },
    async (request) =>
      ok(request.lang, await service.update(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/withdrawal/account/:id',
    {
      config: store('account:edit'),
      schema: {
        tags,
        summary: 'Removes an account (owner only); the default passes to the oldest other account',
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => ok(request.lang, await service.remove(actorOf(request), request.params.id)),
  );

  // Withdrawals themselves (docs/finance.md "Withdrawals"), paid out through the payout provider.
  let payouts: PayoutProvider | undefined;
  const provider = () => {
    payouts ??= createPayoutProvider(db, config);
    return payouts;
  };
  registerWithdrawalRoutes(app, deps, provider);
};
