import {
  envelopeSchema,
  idParams,
  listQuerySchema,
  platformWithdrawalPage,
  rejectBody,
  withdrawal,
  withdrawalApproveBody,
  withdrawalBody,
  withdrawalDetail,
  withdrawalLimits,
  withdrawalPage,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import type { PayoutProvider } from '../../lib/payouts';
import { storeActorOf, storeOf } from '../../plugins/access';
import { createWithdrawalService } from './withdrawal.service';
import { payoutHandler, WITHDRAWAL_PAYOUT_TOPIC, withdrawalPayoutQueryJob } from './withdrawal-payout';

const store = (permission: string) => ({ access: { scope: 'store' as const, permission } });
const platform = { access: { scope: 'platform' as const } };

/**
 * The store's withdrawals (/deposit) and the platform's review of them (docs/finance.md
 * "Withdrawals"). Registers the payout's outbox handler and the pending-payout query job.
 */
export const registerWithdrawalRoutes = (app: App, deps: Deps, provider: () => PayoutProvider) => {
  const { db, config, outbox, jobs } = deps;
  const service = createWithdrawalService(db, () => config.payoutProvider);
  outbox.handle(WITHDRAWAL_PAYOUT_TOPIC, payoutHandler(provider));
  jobs.register(withdrawalPayoutQueryJob(provider));
  const tags = ['withdrawals'];

  app.get(
    '/withdrawal/limits',
    {
      config: store('withdraw:view'),
      schema: {
        tags,
        summary: 'The minimum withdrawal (a platform setting) and the available balance, in fen',
        response: { 200: envelopeSchema(withdrawalLimits) },
      },
    },
    async (request) => ok(request.lang, await service.limits(storeOf(request))),
  );

  app.post(
    '/withdrawal',
    {
      config: store('withdraw:apply'),
      schema: {
        tags,
        summary:
          'Asks for a withdrawal to a usable account: the amount leaves available at once (a repeated request_no answers the first)',
        body: withdrawalBody,
        response: { 200: envelopeSchema(withdrawal) },
      },
    },
    async (request) => ok(request.lang, await service.apply(storeActorOf(request), request.body)),
  );

  app.post(
    '/withdrawal/list',
    {
      config: store('withdraw:view'),
      schema: {
        tags,
        summary: 'The store’s withdrawals, newest first (by cursor; filters status, created_at)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(withdrawalPage) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), request.body)),
  );

  app.get(
    '/withdrawal/:id',
    {
      config: store('withdraw:view'),
      schema: {
        tags,
        summary: 'One withdrawal with its reconciliation: its ledger entries and the provider’s reference',
        params: idParams,
        response: { 200: envelopeSchema(withdrawalDetail) },
      },
    },
    async (request) => ok(request.lang, await service.show(storeOf(request), request.params.id)),
  );

  const ptags = ['platform'];
  const platformActor = (request: { caller: { accountId: number }; id: string }) => ({
    accountId: request.caller.accountId,
    requestId: request.id,
  });

  app.post(
    '/platform/withdrawal/list',
    {
      config: platform,
      schema: {
        tags: ptags,
        summary: 'Every store’s withdrawals, newest first (by cursor; filters status, store_id, created_at)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(platformWithdrawalPage) },
      },
    },
    async (request) => ok(request.lang, await service.platformList(request.body)),
  );

  app.post(
    '/platform/withdrawal/:id/approve',
    {
      config: platform,
      schema: {
        tags: ptags,
        summary:
          'Approves a withdrawal waiting for review: the payout follows through the outbox (optional sandbox outcome)',
        params: idParams,
        body: withdrawalApproveBody,
        response: { 200: envelopeSchema(withdrawal) },
      },
    },
    async (request) =>
      ok(request.lang, await service.approve(platformActor(request), request.params.id, request.body)),
  );

  app.post(
    '/platform/withdrawal/:id/reject',
    {
      config: platform,
      schema: {
        tags: ptags,
        summary: 'Rejects a withdrawal waiting for review: failed with the reason, the amount back at once',
        params: idParams,
        body: rejectBody,
        response: { 200: envelopeSchema(withdrawal) },
      },
    },
    async (request) =>
      ok(request.lang, await service.reject(platformActor(request), request.params.id, request.body.reason)),
  );
};
