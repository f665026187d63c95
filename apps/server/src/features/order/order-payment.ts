import { formatMessage } from '@merchant/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { postJournal, reverseJournal, storeAccount } from '../../lib/ledger';
import { enqueueOutbox } from '../../lib/outbox';
import type { PaymentProviders, VerifiedNotification } from '../../lib/payments';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import { recordMemberPaid } from '../member';
import { sellCard } from '../member-card/member-card.service';
import { queueSystemMessage } from '../message/system-message-outbox';
import { createOrderRepository, type OrderRow, type PaymentRow } from './order.repository';
import { ensureBuyerMember } from './order-members';
import { issueVouchers, ORDER_ENTITY } from './order-vouchers';

/** The outbox topic that refunds a payment made for an order no longer payable (yudao #1152). */
export const LATE_PAYMENT_REFUND_TOPIC = 'order-late-payment-refund';

export type NotificationOutcome =
  | 'applied'
  | 'repeat'
  | 'failed_payment'
  | 'bad_signature'
  | 'wrong_amount'
  | 'unknown_payment'
  | 'late_refunded';

/** Records one notification (or one answer of a query) as received, with what was made of it. */
export const recordNotification = (
  db: Database,
  row: {
    provider: string;
    payment_no: string | null;
    provider_ref: string | null;
    amount_fen: number | null;
    outcome: NotificationOutcome;
    body: unknown;
  },
) =>
  db
    .insertInto('payment_notifications')
    .values({
      ...row,
      body: (typeof row.body === 'string' ? row.body : JSON.stringify(row.body ?? null)).slice(0, 4000),
      created_at: isoNow(),
    })
    .execute();

const SYSTEM = { kind: 'system', accountId: null } as const;

/** The journal of a confirmed payment: the consumer's money into the store's custody. */
export const paymentJournalKey = (paymentId: number) => `payment:${paymentId}:paid`;

const postPayment = (trx: Database, payment: PaymentRow) =>
  postJournal(trx, {
    movement: { kind: 'payment', id: payment.id, key: 'paid' },
    actor: SYSTEM,
    entries: [
      { account: storeAccount('store_custody', payment.store_id), amount_fen: payment.amount_fen },
      { account: storeAccount('store_channel_receipts', payment.store_id), amount_fen: -payment.amount_fen },
    ],
  });

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Delivers a paid order in `trx`: the member (made from the buyer when the order had none),
 * each card type's card through the card service (the desk's caps and rules), each listing's,
 * pack's and booking's vouchers; the ledger; the store's "new order" message. Throws an
 * AppError when a card can no longer be sold (the caller then refunds the payment instead).
 */
const deliver = async (trx: Database, order: OrderRow, payment: PaymentRow, paidAt: Date) => {
  const orders = createOrderRepository(trx);
  const memberId = order.member_id ?? (await ensureBuyerMember(trx, order.store_id, order.buyer_account_id));
  const at = paidAt.toISOString();
  await trx
    .updateTable('orders')
    .set({ member_id: memberId, paid_fen: payment.amount_fen, paid_at: at, updated_at: isoNow() })
    .where('id', '=', order.id)
    .execute();
  await postPayment(trx, payment);
  for (const item of await orders.items(order.id)) {
    if (item.item_type === 'card_type') {
      const cardId = await sellCard(
        trx,
        { kind: 'app', accountId: order.buyer_account_id, storeId: order.store_id },
        { memberId, cardTypeId: item.item_id, requestNo: null, channel: 'app', paidFen: item.amount_fen },
      );
      await trx.updateTable('order_items').set({ card_id: cardId }).where('id', '=', item.id).execute();
      const card = await trx
        .selectFrom('member_cards')
        .select('kind')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow();
      // A stored-value card's issue journal takes the price from custody (card-money.ts); a
      // count or period card is delivered whole at payment: its price is earned then.
      if (card.kind !== 'stored_value' && item.amount_fen > 0)
        await postJournal(trx, {
          movement: { kind: 'order_item', id: item.id, key: 'card_delivered' },
          actor: SYSTEM,
          entries: [
            { account: storeAccount('store_custody', order.store_id), amount_fen: -item.amount_fen },
            { account: storeAccount('store_card_revenue', order.store_id), amount_fen: item.amount_fen },
          ],
        });
    } else {
      await issueVouchers(trx, item, memberId, paidAt);
    }
  }
  const params = {
    order_no: order.order_no,
    buyer: order.buyer_phone,
    amount: yuan(payment.amount_fen),
    title: order.item_count > 1 ? `${order.title} …` : order.title,
  };
  for (const accountId of await orders.storeManagers(order.store_id))
    await queueSystemMessage(
      trx,
      accountId,
      {
        title: `${formatMessage('orderNewTitle', 'zh')} / ${formatMessage('orderNewTitle', 'en')} / ${formatMessage('orderNewTitle', 'es')}`,
        content: ['zh', 'en', 'es']
          .map((lang) => formatMessage('orderNewContent', lang as 'zh', params))
          .join('\n'),
        category: 'order',
      },
      `order:${order.id}:paid`,
    );
  // Last, after the ledger: see member-paid.ts for the lock order.
  await recordMemberPaid(trx, memberId, at);
};

/**
 * The money of a payment that came for an order no longer payable (closed, cancelled, paid by
 * another payment, or a card that can no longer be sold): recorded as received, its journal
 * posted and reversed, the payment marked refunded (the order's own amounts are not touched:
 * this money never paid for it), and the channel's refund queued in the
 * outbox (sent after commit; the refund number is the channel's idempotency key).
 */
const refundLate = async (
  trx: Database,
  payment: PaymentRow,
  verified: VerifiedNotification,
  reason: string,
) => {
  const now = isoNow();
  await trx
    .updateTable('payments')
    .set({
      status: 'refunded',
      provider_ref: verified.providerRef,
      paid_at: verified.paidAt ?? now,
      failure_reason: reason.slice(0, 200),
      updated_at: now,
    })
    .where('id', '=', payment.id)
    .execute();
  const refreshed = { ...payment, status: 'refunded' };
  await postPayment(trx, refreshed);
  await reverseJournal(trx, { journal: paymentJournalKey(payment.id), actor: SYSTEM });
  const order = await trx
    .selectFrom('orders')
    .select('status')
    .where('id', '=', payment.order_id)
    .executeTakeFirst();
  await recordAudit(trx, {
    actor: null,
    storeId: payment.store_id,
    entity: ORDER_ENTITY,
    entityId: payment.order_id,
    from: order?.status ?? null,
    to: order?.status ?? 'closed',
    reason: `late_payment_refunded:${payment.payment_no}:${reason}`.slice(0, 200),
  });
  await enqueueOutbox(trx, {
    topic: LATE_PAYMENT_REFUND_TOPIC,
    key: `payment:${payment.id}:late`,
    payload: {
      provider: payment.provider,
      payment_no: payment.payment_no,
      refund_no: `${payment.payment_no}L`,
      amount_fen: payment.amount_fen,
      reason,
    },
  });
};

export interface AppliedNotification {
  outcome: NotificationOutcome;
  /** Whether the channel should be told the notification was handled. */
  handled: boolean;
}

/**
 * Applies a verified notification (or a query's answer) to its payment and order, exactly once
 * (docs/payments.md "Exactly once"): the payment row is held for the transaction, so concurrent
 * repeats queue behind the first; the amount must be the payment's; a failure leaves the order
 * unpaid; a success changes the order unpaid → paid by a guarded update and delivers it, or,
 * when the order is no longer payable, refunds the money. Every call is recorded.
 */
export const applyVerified = async (
  db: Database,
  log: FastifyBaseLogger,
  provider: string,
  verified: VerifiedNotification,
  body: unknown,
): Promise<AppliedNotification> => {
  const record = {
    provider,
    payment_no: verified.paymentNo,
    provider_ref: verified.providerRef,
    amount_fen: verified.amountFen,
    body,
  };
  return db.transaction().execute(async (trx) => {
    const orders = createOrderRepository(trx);
    const finish = async (outcome: NotificationOutcome, handled: boolean) => {
      await recordNotification(trx, { ...record, outcome });
      return { outcome, handled };
    };
    if (!(await orders.lockPayment(verified.paymentNo))) return finish('unknown_payment', false);
    const payment = (await orders.paymentByNo(verified.paymentNo)) as PaymentRow;
    if (payment.provider !== provider) return finish('unknown_payment', false);
    if (verified.amountFen !== payment.amount_fen) {
      log.warn(
        { payment_no: payment.payment_no, expected: payment.amount_fen, notified: verified.amountFen },
        'payment notification with a wrong amount refused',
      );
      return finish('wrong_amount', false);
    }
    if (payment.status === 'succeeded' || payment.status === 'refunded') return finish('repeat', true);
    if (verified.outcome === 'failed') {
      if (payment.status === 'pending')
        await trx
          .updateTable('payments')
          .set({
            status: 'failed',
            provider_ref: verified.providerRef,
            failure_reason: (verified.failureReason ?? 'failed').slice(0, 200),
            updated_at: isoNow(),
          })
          .where('id', '=', payment.id)
          .where('status', '=', 'pending')
          .execute();
      return finish('failed_payment', true);
    }
    await orders.lockOrder(payment.order_id);
    const order = (await orders.find(payment.order_id)) as OrderRow;
    if (order.status !== 'unpaid') {
      await refundLate(trx, payment, verified, `order ${order.status}`);
      return finish('late_refunded', true);
    }
    // A channel's clock may run ahead of ours, and a payment cannot have happened after we heard
    // of it: a time in the future would date the vouchers from a later China day than the sale.
    const notified = verified.paidAt ? Date.parse(verified.paidAt) : Number.NaN;
    const paidAt = new Date(Number.isFinite(notified) ? Math.min(notified, Date.now()) : Date.now());
    await trx
      .updateTable('payments')
      .set({
        status: 'succeeded',
        provider_ref: verified.providerRef,
        paid_at: paidAt.toISOString(),
        failure_reason: null,
        updated_at: isoNow(),
      })
      .where('id', '=', payment.id)
      .execute();
    const succeeded = { ...payment, status: 'succeeded' };
    const moved = await trx
      .updateTable('orders')
      .set({ status: 'paid', updated_at: isoNow() })
      .where('id', '=', order.id)
      .where('status', '=', 'unpaid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new Error(`order ${order.id} changed under its lock`);
    await sql`savepoint order_delivery`.execute(trx);
    try {
      await deliver(trx, order, succeeded, paidAt);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The card can no longer be sold (a cap, the type off sale): the money goes back.
      await sql`rollback to savepoint order_delivery`.execute(trx);
      await trx
        .updateTable('orders')
        .set({ status: 'closed', closed_at: isoNow(), updated_at: isoNow() })
        .where('id', '=', order.id)
        .execute();
      await recordAudit(trx, {
        actor: null,
        storeId: order.store_id,
        entity: ORDER_ENTITY,
        entityId: order.id,
        from: 'unpaid',
        to: 'closed',
        reason: `delivery_refused:${error.messageKey}`,
      });
      await refundLate(trx, payment, verified, `delivery refused: ${error.messageKey}`);
      return finish('late_refunded', true);
    }
    await recordAudit(trx, {
      actor: null,
      storeId: order.store_id,
      entity: ORDER_ENTITY,
      entityId: order.id,
      from: 'unpaid',
      to: 'paid',
      reason: `paid:${payment.payment_no}`,
    });
    return finish('applied', true);
  });
};

/** The outbox handler that sends a late payment's refund to its channel (repeats refund once). */
export const lateRefundHandler =
  (providers: () => PaymentProviders) =>
  async ({ payload }: { payload: unknown }) => {
    const p = payload as {
      provider: string;
      payment_no: string;
      refund_no: string;
      amount_fen: number;
      reason: string;
    };
    const provider = providers().byName(p.provider);
    if (!provider) throw new Error(`payment provider ${p.provider} is not available for a refund`);
    const result = await provider.refund({
      paymentNo: p.payment_no,
      refundNo: p.refund_no,
      amountFen: p.amount_fen,
      reason: p.reason,
    });
    if (result.status !== 'refunded')
      throw new Error(`refund ${p.refund_no} failed: ${result.failureReason ?? ''}`);
  };
