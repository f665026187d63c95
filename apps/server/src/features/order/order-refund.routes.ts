import {
  appOrderRefundBody,
  envelopeSchema,
  idParams,
  orderRefundApproveBody,
  orderRefundRejectBody,
  orderRefundSchema,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import type { PaymentProviders } from '../../lib/payments';
import { storeOf } from '../../plugins/access';
import {
  createOrderRefundService,
  ORDER_REFUND_TOPIC,
  orderRefundAutoApproveJob,
  orderRefundHandler,
  type RefundCaller,
} from './order-refund';

/**
 * Refunds (docs/orders.md "Refunds"): the buyer's request (scope app), the merchant's approval
 * or rejection (permission order:refund), the 24-hour auto-approval job and the outbox topic
 * that pays the money back through the provider.
 */
export const orderRefundRoutes = async (app: App, deps: Deps, providers: () => PaymentProviders) => {
  const { db, jobs, outbox } = deps;
  const service = createOrderRefundService(db);
  const caller = (request: FastifyRequest): RefundCaller => ({
    accountId: request.caller.accountId,
    requestId: request.id,
  });
  jobs.register(orderRefundAutoApproveJob);
  outbox.handle(ORDER_REFUND_TOPIC, orderRefundHandler(providers));
  const tags = ['orders'];
  const refundAccess = { access: { scope: 'store' as const, permission: 'order:refund' } };

  app.post(
    '/app/order/:id/refund',
    {
      config: { access: { scope: 'app' as const } },
      schema: {
        tags,
        summary:
          'Asks for a refund of the unused part of a paid order (the store decides within 24 hours, else it is approved)',
        params: idParams,
        body: appOrderRefundBody,
        response: { 200: envelopeSchema(orderRefundSchema) },
      },
    },
    async (request) =>
      ok(request.lang, await service.request(caller(request), request.params.id, request.body)),
  );

  app.post(
    '/order/:id/refund/approve',
    {
      config: refundAccess,
      schema: {
        tags,
        summary: 'Approves the order’s waiting refund: vouchers refunded, money back through the provider',
        params: idParams,
        body: orderRefundApproveBody,
        response: { 200: envelopeSchema(orderRefundSchema) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.approve(storeOf(request), caller(request), request.params.id, request.body.request_no),
      ),
  );

  app.post(
    '/order/:id/refund/reject',
    {
      config: refundAccess,
      schema: {
        tags,
        summary: 'Rejects the order’s waiting refund with a reason (within its 24 hours)',
        params: idParams,
        body: orderRefundRejectBody,
        response: { 200: envelopeSchema(orderRefundSchema) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.reject(storeOf(request), caller(request), request.params.id, request.body),
      ),
  );
};
