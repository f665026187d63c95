import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import type { PaymentProviders } from '../../lib/payments';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import { createOrderRepository } from './order.repository';
import { applyVerified, recordNotification } from './order-payment';
import { ORDER_ENTITY } from './order-vouchers';

/** A payment still pending this long after it was opened is asked about (its notification may be lost). */
export const LOST_NOTIFICATION_AFTER_MS = 2 * 60_000;
const BATCH = 200;

/**
 * Asks the channel where one pending payment stands and applies what it says: paid → the same
 * path as a notification (exactly once, recorded); closed → the payment failed. Answers whether
 * the payment was settled one way or the other.
 */
export const queryPayment = async (
  db: Database,
  log: FastifyBaseLogger,
  providers: PaymentProviders,
  payment: { payment_no: string; provider: string },
): Promise<boolean> => {
  const provider = providers.byName(payment.provider);
  if (!provider) return false;
  const answer = await provider.queryPayment(payment.payment_no);
  const body = { source: 'query', ...answer };
  if (answer.status === 'paid') {
    const row = await createOrderRepository(db).paymentByNo(payment.payment_no);
    await applyVerified(
      db,
      log,
      payment.provider,
      {
        paymentNo: payment.payment_no,
        providerRef: answer.providerRef ?? '',
        outcome: 'paid',
        amountFen: answer.amountFen ?? Number(row?.amount_fen ?? -1),
        paidAt: answer.paidAt,
      },
      body,
    );
    return true;
  }
  if (answer.status === 'closed') {
    const changed = await db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: 'closed by the channel', updated_at: isoNow() })
      .where('payment_no', '=', payment.payment_no)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0)
      await recordNotification(db, {
        provider: payment.provider,
        payment_no: payment.payment_no,
        provider_ref: answer.providerRef ?? null,
        amount_fen: null,
        outcome: 'failed_payment',
        body,
      });
    return true;
  }
  return false;
};

/** Lost notifications: pending payments opened a while ago are asked about. */
export const orderPaymentQueryJob = (providers: () => PaymentProviders): JobDefinition => ({
  name: 'order-payment-query',
  everyMs: 60_000,
  run: ({ db, log, now }) => {
    const before = new Date(now.getTime() - LOST_NOTIFICATION_AFTER_MS).toISOString();
    return takeInBatches(
      { size: BATCH, start: 0, cursorOf: (p: { id: number }) => p.id },
      (after, size) => createOrderRepository(db).pendingBefore(before, after, size),
      async (payment) => {
        try {
          return await queryPayment(db, log, providers(), payment);
        } catch (error) {
          log.warn({ err: error, payment_no: payment.payment_no }, 'payment query failed');
          return false;
        }
      },
    );
  },
});

/**
 * Closes one unpaid order past its deadline: asks the channel about its pending payments first
 * (a payment made just before the deadline whose notification is late is applied, not
 * refunded), then unpaid → closed by a guarded update; payments still pending are marked failed
 * (money that still comes for them is refunded by the notification path).
 */
export const closeOverdueOrder = async (
  db: Database,
  log: FastifyBaseLogger,
  providers: PaymentProviders,
  orderId: number,
): Promise<boolean> => {
  const orders = createOrderRepository(db);
  for (const payment of await orders.pendingOf(orderId)) {
    try {
      await queryPayment(db, log, providers, payment);
    } catch (error) {
      log.warn({ err: error, payment_no: payment.payment_no }, 'payment query before closing failed');
      return false;
    }
  }
  return db.transaction().execute(async (trx) => {
    const now = isoNow();
    const moved = await trx
      .updateTable('orders')
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'unpaid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: 'order closed unpaid', updated_at: now })
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
    const order = await trx
      .selectFrom('orders')
      .select('store_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: null,
      storeId: order.store_id,
      entity: ORDER_ENTITY,
      entityId: orderId,
      from: 'unpaid',
      to: 'closed',
      reason: 'pay_deadline_passed',
    });
    return true;
  });
};

/** Unpaid orders close at their deadline (30 minutes after ordering). */
export const orderCloseJob = (providers: () => PaymentProviders): JobDefinition => ({
  name: 'order-close-unpaid',
  everyMs: 60_000,
  run: ({ db, log, now }) =>
    takeInBatches(
      { size: BATCH, start: 0, cursorOf: (o: { id: number }) => o.id },
      (after, size) => createOrderRepository(db).overdue(now.toISOString(), after, size),
      (order) => closeOverdueOrder(db, log, providers(), order.id),
    ),
});
