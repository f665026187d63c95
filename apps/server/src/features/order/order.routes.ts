import {
  appOrderCreateBody,
  appOrderDetail,
  appOrderPayBody,
  appOrderPayResult,
  cursorPageSchema,
  envelopeSchema,
  idParams,
  listQuerySchema,
  orderDetail,
  orderSummary,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { isProviderName, PaymentNotificationRefused, paymentProviders } from '../../lib/payments';
import { originOf } from '../../lib/request-origin';
import { storeOf } from '../../plugins/access';
import { createOrderService, type OrderCaller } from './order.service';
import { orderCloseJob, orderPaymentQueryJob } from './order-jobs';
import {
  applyVerified,
  LATE_PAYMENT_REFUND_TOPIC,
  lateRefundHandler,
  recordNotification,
} from './order-payment';
import { orderRefundRoutes } from './order-refund.routes';

const appScope = { access: { scope: 'app' as const } };
const store = (permission: string | string[]) => ({ access: { scope: 'store' as const, permission } });

/**
 * Orders and payments (docs/orders.md, docs/payments.md): the consumer's buying and paying
 * (scope app), the merchant's lists and detail (/classorder, /shareorder), and the channels'
 * notifications (public, signed).
 */
export const orderRoutes = async (app: App, deps: Deps): Promise<void> => {
  const { db, jobs, outbox } = deps;
  const providers = () => paymentProviders({ config: deps.config, db, log: app.log });
  const service = createOrderService(db, providers);
  const caller = (request: FastifyRequest): OrderCaller => ({
    accountId: request.caller.accountId,
    requestId: request.id,
  });

  jobs.register(orderPaymentQueryJob(providers));
  jobs.register(orderCloseJob(providers));
  const sandbox = deps.config.payments.provider === 'sandbox' ? providers().sandbox : null;
  if (sandbox) jobs.register(sandbox.deliveryJob);
  outbox.handle(LATE_PAYMENT_REFUND_TOPIC, lateRefundHandler(providers));
  app.addHook('onClose', async () => providers().close());
  await orderRefundRoutes(app, deps, providers);

  const tags = ['orders'];

  app.post(
    '/app/order',
    {
      config: appScope,
      schema: {
        tags,
        summary:
          'Places an order of one store’s items (prices from the server; a repeated request_no answers the first order)',
        body: appOrderCreateBody,
        response: { 200: envelopeSchema(appOrderDetail) },
      },
    },
    async (request) => ok(request.lang, await service.create(caller(request), request.body)),
  );

  app.post(
    '/app/order/list',
    {
      config: appScope,
      schema: {
        tags,
        summary: 'The consumer’s own orders, newest first (cursor pages)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(cursorPageSchema(orderSummary)) },
      },
    },
    async (request) => ok(request.lang, await service.appList(caller(request), request.body)),
  );

  app.get(
    '/app/order/:id',
    {
      config: appScope,
      schema: {
        tags,
        summary: 'One of the consumer’s orders with its items and, once paid, its voucher codes',
        params: idParams,
        response: { 200: envelopeSchema(appOrderDetail) },
      },
    },
    async (request) => ok(request.lang, await service.appDetail(caller(request), request.params.id)),
  );

  app.post(
    '/app/order/:id/pay',
    {
      config: appScope,
      schema: {
        tags,
        summary: 'Opens a payment of an unpaid order; answers what the app needs to pay',
        params: idParams,
        body: appOrderPayBody,
        response: { 200: envelopeSchema(appOrderPayResult) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.pay(caller(request), request.params.id, request.body, originOf(request)),
      ),
  );

  app.post(
    '/app/order/:id/cancel',
    {
      config: appScope,
      schema: {
        tags,
        summary: 'Cancels an unpaid order',
        params: idParams,
        response: { 200: envelopeSchema(appOrderDetail) },
      },
    },
    async (request) => ok(request.lang, await service.cancel(caller(request), request.params.id)),
  );

  app.post(
    '/order/list',
    {
      config: store('order:view'),
      schema: {
        tags,
        summary: 'The store’s orders of listings, visit packs and timed bookings (/classorder; cursor pages)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(cursorPageSchema(orderSummary)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), 'item', request.body)),
  );

  app.post(
    '/order/share/list',
    {
      config: store('shareorder:view'),
      schema: {
        tags,
        summary: 'The store’s orders of card types (/shareorder; cursor pages)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(cursorPageSchema(orderSummary)) },
      },
    },
    async (request) => ok(request.lang, await service.list(storeOf(request), 'card', request.body)),
  );

  app.get(
    '/order/:id',
    {
      config: store(['order:view', 'shareorder:view']),
      schema: {
        tags,
        summary: 'One order of the store: items with their snapshot, payments, vouchers, operation log',
        params: idParams,
        response: { 200: envelopeSchema(orderDetail) },
      },
    },
    async (request) => ok(request.lang, await service.detail(storeOf(request), request.params.id)),
  );

  // The channels post here. Alipay posts a form, the sandbox JSON: the form parser is added in
  // this route's own scope only, so no other call accepts form bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      '/pay/notify/:provider',
      {
        config: { access: { scope: 'public' } },
        schema: {
          tags,
          summary: 'A payment channel’s signed notification (answered as the channel expects)',
          security: [],
          params: z.object({ provider: z.string().max(16) }),
        },
      },
      async (request, reply) => {
        const name = (request.params as { provider: string }).provider;
        const provider = isProviderName(name) ? providers().byName(name) : null;
        if (!provider) return reply.code(404).type('text/plain').send('fail');
        const answer = (handled: boolean) => {
          const ack = provider.acknowledgement(handled);
          return reply
            .code(handled ? 200 : 400)
            .type(ack.contentType)
            .send(ack.body);
        };
        let verified: Awaited<ReturnType<typeof provider.parseNotification>>;
        try {
          verified = await provider.parseNotification({ headers: request.headers, body: request.body });
        } catch (error) {
          if (!(error instanceof PaymentNotificationRefused)) throw error;
          const fields = (request.body ?? {}) as Record<string, unknown>;
          await recordNotification(db, {
            provider: name,
            // The sandbox names our number payment_no; Alipay, out_trade_no.
            payment_no: paymentNoOf(fields),
            provider_ref: null,
            amount_fen: null,
            outcome: 'bad_signature',
            body: request.body,
          });
          request.log.warn({ reason: error.reason }, 'payment notification refused');
          return answer(false);
        }
        const applied = await applyVerified(db, request.log, name, verified, request.body);
        return answer(applied.handled);
      },
    );
  });
};

const paymentNoOf = (fields: Record<string, unknown>): string | null => {
  const value = fields.payment_no ?? fields.out_trade_no;
  return typeof value === 'string' ? value.slice(0, 32) : null;
};
