import {
  type AppOrderRefundBody,
  CHINA_OFFSET_MS,
  Code,
  formatMessage,
  type OrderRedemption,
  type OrderRefund,
  type OrderRefundStatus,
  REFUND_DECIDE_HOURS,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { accountScope, storeScope, withIdempotency } from '../../lib/idempotency';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import { postJournal, storeAccount } from '../../lib/ledger';
import { enqueueOutbox } from '../../lib/outbox';
import type { PaymentProviders } from '../../lib/payments';
import { isoNow } from '../../lib/time';
import { guardedUpdate, recordAudit, stateChanged } from '../../lib/transitions';
import { grossOf } from '../coupon/coupon-rules';
import { lockCard, moveCard } from '../member-card/card-core';
import { postCardMoney } from '../member-card/card-money';
import { createMemberCardRepository } from '../member-card/member-card.repository';
import { quoteOf } from '../member-card/member-card.service';
import { queueSystemMessage } from '../message/system-message-outbox';
import { createOrderRepository, type OrderRow } from './order.repository';
import { createOrderRefundRepository, type RefundRow } from './order-refund.repository';
import { ORDER_ENTITY } from './order-vouchers';

/** The outbox topic that sends an approved refund to the payment provider (after commit, retried). */
export const ORDER_REFUND_TOPIC = 'order-refund';
const SYSTEM = { kind: 'system', accountId: null } as const;

/** What a refund covers: the unused uses of vouchers, or a card. */
type Covers = { vouchers: { voucher_id: number; uses: number }[] } | { card_id: number };

interface Quote {
  amountFen: number;
  covers: Covers;
  /** Some unused voucher was left out because it expired and its item is not 随时退、过期退. */
  expiredLeftOut: boolean;
}

const refundableStates = ['paid', 'partly_used'];
const openStates: (string | null)[] = ['requested', 'approved'];

const yuan = (fen: number) => (fen / 100).toFixed(2);
/** China time "YYYY-MM-DD HH:mm" of an instant, for the store's message. */
const chinaMinute = (iso: string) =>
  new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * What the order's refund would be now (docs/orders.md "Refunds"). Listings, packs and timed
 * bookings: each voucher's unused uses at the redemption's per-use amount (coupon-rules
 * `grossOf`, the same split the settlement uses; the unused uses include the last, so the
 * voucher's remainder comes back too). An expired voucher (or one past its validity) counts
 * only when its item is 随时退、过期退. Card types: the card's refund quote (refund-quote).
 */
export const quoteOrderRefund = async (trx: Database, order: OrderRow, now: Date): Promise<Quote> => {
  const orders = createOrderRepository(trx);
  const items = await orders.items(order.id);
  const left = Number(order.paid_fen) - Number(order.refunded_fen);
  const card = items.find((i) => i.item_type === 'card_type' && i.card_id !== null);
  if (card?.card_id) {
    const row = await createMemberCardRepository(trx).find(order.store_id, card.card_id);
    const amount = row ? quoteOf(row, now).amount_fen : 0;
    return { amountFen: Math.min(amount, left), covers: { card_id: card.card_id }, expiredLeftOut: false };
  }
  const vouchers = await orders.vouchers(order.id);
  const nowIso = now.toISOString();
  let amountFen = 0;
  let expiredLeftOut = false;
  const covered: { voucher_id: number; uses: number }[] = [];
  for (const v of vouchers) {
    if (!['active', 'expired'].includes(v.status) || v.uses_left <= 0) continue;
    const item = items.find((i) => i.id === v.order_item_id);
    if (!item) continue;
    const expired = v.status === 'expired' || v.valid_to < nowIso;
    if (expired && !item.refund_anytime) {
      expiredLeftOut = true;
      continue;
    }
    const { grossFen } = grossOf({
      itemAmountFen: Number(item.amount_fen),
      itemVoucherIds: vouchers
        .filter((o) => o.order_item_id === item.id)
        .map((o) => o.id)
        .sort((a, b) => a - b),
      voucherId: v.id,
      usesTotal: v.uses_total,
      times: v.uses_left,
      takesLastUse: true,
    });
    amountFen += grossFen;
    covered.push({ voucher_id: v.id, uses: v.uses_left });
  }
  return { amountFen: Math.min(amountFen, left), covers: { vouchers: covered }, expiredLeftOut };
};

const coversOf = (row: RefundRow): Covers => JSON.parse(row.covers) as Covers;
/** Whether the money of this refund leaves through the channel from the store's custody (not a card's). */
export const refundsCustody = (row: { covers: string }) => !('card_id' in (JSON.parse(row.covers) as Covers));

export const toRefund = (row: RefundRow & { decided_by_name?: string | null }): OrderRefund => ({
  id: row.id,
  refund_no: row.refund_no,
  amount_fen: Number(row.amount_fen),
  reason: row.reason,
  status: row.status as OrderRefundStatus,
  deadline_at: row.deadline_at,
  decided_by_name: row.decided_by_name ?? null,
  auto_approved: row.decided_at !== null && row.decided_by === null && row.status !== 'rejected',
  decided_at: row.decided_at,
  reject_reason: row.reject_reason,
  provider_ref: row.provider_ref,
  failure_reason: row.failure_reason,
  refunded_at: row.refunded_at,
  created_at: row.created_at,
});

/** Moves the order's refund_status by a guarded update (the refund row is the record, the order its summary). */
const moveOrderRefund = async (trx: Database, orderId: number, from: string | null, to: string) => {
  let query = trx
    .updateTable('orders')
    .set({ refund_status: to, updated_at: isoNow() })
    .where('id', '=', orderId);
  query = from === null ? query.where('refund_status', 'is', null) : query.where('refund_status', '=', from);
  const moved = await query.executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw stateChanged();
};

const auditRefund = (
  trx: Database,
  order: { id: number; store_id: number },
  actor: number | null,
  from: string | null,
  to: string,
  reason: string,
  requestId?: string,
) =>
  recordAudit(trx, {
    actor,
    storeId: order.store_id,
    entity: ORDER_ENTITY,
    entityId: order.id,
    from: from === null ? null : `refund_${from}`,
    to: `refund_${to}`,
    reason: reason.slice(0, 200),
    requestId: requestId ?? null,
  });

/**
 * Approves a requested refund in `trx` (the order row locked by the caller): the amount is
 * quoted again (a redemption made meanwhile lowers it), the vouchers covered become 'refunded'
 * by guarded updates (a voucher redeemed under us makes this a -409 and nothing changes), a
 * card is refunded through the card ledger; the provider's refund is queued in the outbox.
 */
const approveIn = async (
  trx: Database,
  order: OrderRow,
  refund: RefundRow,
  actor: number | null,
  now: Date,
  requestId?: string,
) => {
  const quote = await quoteOrderRefund(trx, order, now);
  const at = now.toISOString();
  if (quote.amountFen <= 0) {
    await guardedUpdate(trx, 'order_refunds', refund.id, 'requested', 'failed', {
      failure_reason: 'nothing_left',
      decided_by: actor,
      decided_at: at,
      updated_at: at,
    });
    await moveOrderRefund(trx, order.id, 'requested', 'failed');
    await auditRefund(trx, order, actor, 'requested', 'failed', 'nothing_left', requestId);
    return;
  }
  await guardedUpdate(trx, 'order_refunds', refund.id, 'requested', 'approved', {
    amount_fen: quote.amountFen,
    covers: JSON.stringify(quote.covers),
    decided_by: actor,
    decided_at: at,
    updated_at: at,
  });
  if ('card_id' in quote.covers) {
    // The card's transition table lets the merchant refund; the job acts for the store.
    const cardActor = { kind: 'merchant', accountId: actor, storeId: order.store_id } as const;
    const card = await lockCard(trx, order.store_id, quote.covers.card_id);
    const balanceAfter = card.balance === null ? null : 0;
    await moveCard(trx, cardActor, card, 'refunded', `order_refund:${refund.refund_no}`, {
      refunded_at: at,
      refund_fen: quote.amountFen,
      balance: balanceAfter,
    });
    const entryId = await createMemberCardRepository(trx).insertLedger({
      card_id: card.id,
      store_id: order.store_id,
      kind: 'refund',
      delta: -(card.balance ?? 0),
      balance_after: balanceAfter,
      member_id: card.member_id,
      amount_fen: quote.amountFen,
      note: `order ${order.order_no} refund ${refund.refund_no}`.slice(0, 200),
      staff_account_id: actor,
      request_no: null,
      created_at: at,
    });
    await postCardMoney(trx, cardActor, { entryId });
  } else {
    for (const { voucher_id, uses } of quote.covers.vouchers) {
      const changed = await trx
        .updateTable('vouchers')
        .set({ status: 'refunded', updated_at: at })
        .where('id', '=', voucher_id)
        .where('status', 'in', ['active', 'expired'])
        .where('uses_left', '=', uses)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw stateChanged();
    }
  }
  await moveOrderRefund(trx, order.id, 'requested', 'approved');
  await auditRefund(
    trx,
    order,
    actor,
    'requested',
    'approved',
    `${actor === null ? 'auto_approved' : 'approved'}:${refund.refund_no}:${yuan(quote.amountFen)}`,
    requestId,
  );
  await enqueueOutbox(trx, {
    topic: ORDER_REFUND_TOPIC,
    key: `order_refund:${refund.id}`,
    payload: { refund_id: refund.id },
  });
};

export interface RefundCaller {
  accountId: number;
  requestId?: string;
}

/** The refund calls (docs/orders.md "Refunds"). */
export const createOrderRefundService = (db: Database) => {
  /** Locks the order and answers it when it is `owner`'s (the buyer's or the store's), else -404. */
  const lockedOrder = async (trx: Database, id: number, owner: { buyer?: number; store?: number }) => {
    const orders = createOrderRepository(trx);
    await orders.lockOrder(id);
    const row = await orders.find(id);
    if (
      !row ||
      (owner.buyer !== undefined && row.buyer_account_id !== owner.buyer) ||
      (owner.store !== undefined && row.store_id !== owner.store)
    )
      throw new AppError(Code.NOT_FOUND, 'orderNotFound');
    return row;
  };

  const openRefund = async (trx: Database, order: OrderRow) => {
    const refund = await createOrderRefundRepository(trx).latest(order.id);
    if (refund?.status !== 'requested') throw new AppError(Code.CONFLICT, 'orderRefundNotRequested');
    return refund;
  };

  return {
    /** The buyer asks for a refund of what is unused (once per request number). */
    request: async (caller: RefundCaller, orderId: number, body: AppOrderRefundBody, now = new Date()) =>
      withIdempotency(
        db,
        {
          scope: accountScope(caller.accountId),
          operation: 'app.order.refund',
          requestNo: body.request_no,
          request: { ...body, order_id: orderId },
        },
        async (trx): Promise<OrderRefund> => {
          const order = await lockedOrder(trx, orderId, { buyer: caller.accountId });
          if (!refundableStates.includes(order.status) && !(order.status === 'used' && order.kind === 'card'))
            throw new AppError(Code.CONFLICT, 'orderRefundNotPaid');
          if (openStates.includes(order.refund_status)) throw new AppError(Code.CONFLICT, 'orderRefundOpen');
          const quote = await quoteOrderRefund(trx, order, now);
          if (quote.amountFen <= 0)
            throw new AppError(
              Code.CONFLICT,
              quote.expiredLeftOut ? 'orderRefundExpired' : 'orderRefundNothing',
            );
          const payment = await trx
            .selectFrom('payments')
            .select(['id', 'payment_no'])
            .where('order_id', '=', order.id)
            .where('status', 'in', ['succeeded', 'refunded'])
            .orderBy('id')
            .executeTakeFirst();
          if (!payment) throw new AppError(Code.CONFLICT, 'orderRefundNotPaid');
          const repository = createOrderRefundRepository(trx);
          const at = now.toISOString();
          const count = await repository.count(order.id);
          const id = await repository.insert({
            refund_no: `R${payment.payment_no.slice(1)}${String(count + 1).padStart(2, '0')}`.slice(0, 32),
            order_id: order.id,
            store_id: order.store_id,
            payment_id: payment.id,
            buyer_account_id: caller.accountId,
            amount_fen: quote.amountFen,
            reason: body.reason,
            status: 'requested',
            covers: JSON.stringify(quote.covers),
            deadline_at: new Date(now.getTime() + REFUND_DECIDE_HOURS * 3600_000).toISOString(),
            decided_by: null,
            decided_at: null,
            reject_reason: null,
            provider_ref: null,
            failure_reason: null,
            refunded_at: null,
            created_at: at,
            updated_at: at,
          });
          await moveOrderRefund(trx, order.id, order.refund_status, 'requested');
          await auditRefund(
            trx,
            order,
            caller.accountId,
            order.refund_status,
            'requested',
            `requested:${yuan(quote.amountFen)}:${body.reason}`,
            caller.requestId,
          );
          const row = (await repository.find(id)) as RefundRow;
          const params = {
            order_no: order.order_no,
            buyer: order.buyer_phone,
            amount: yuan(quote.amountFen),
            reason: body.reason,
            deadline: chinaMinute(row.deadline_at),
          };
          for (const accountId of await createOrderRepository(trx).storeManagers(order.store_id))
            await queueSystemMessage(
              trx,
              accountId,
              {
                title: (['zh', 'en', 'es'] as const)
                  .map((l) => formatMessage('orderRefundRequestedTitle', l))
                  .join(' / '),
                content: (['zh', 'en', 'es'] as const)
                  .map((l) => formatMessage('orderRefundRequestedContent', l, params))
                  .join('\n'),
                category: 'order',
              },
              `order_refund:${id}:requested`,
            );
          return toRefund(row);
        },
      ),

    /** The merchant approves the waiting request (once per request number). */
    approve: async (
      storeId: number,
      caller: RefundCaller,
      orderId: number,
      requestNo: string,
      now = new Date(),
    ) =>
      withIdempotency(
        db,
        {
          scope: storeScope(storeId),
          operation: 'order.refund.approve',
          requestNo,
          request: { order_id: orderId },
        },
        async (trx): Promise<OrderRefund> => {
          const order = await lockedOrder(trx, orderId, { store: storeId });
          const refund = await openRefund(trx, order);
          await approveIn(trx, order, refund, caller.accountId, now, caller.requestId);
          return toRefund((await createOrderRefundRepository(trx).ofOrder(order.id))[0] as RefundRow);
        },
      ),

    /** The merchant rejects the waiting request with a reason, before its deadline. */
    reject: async (
      storeId: number,
      caller: RefundCaller,
      orderId: number,
      body: { reason: string; request_no: string },
      now = new Date(),
    ) =>
      withIdempotency(
        db,
        {
          scope: storeScope(storeId),
          operation: 'order.refund.reject',
          requestNo: body.request_no,
          request: { ...body, order_id: orderId },
        },
        async (trx): Promise<OrderRefund> => {
          const order = await lockedOrder(trx, orderId, { store: storeId });
          const refund = await openRefund(trx, order);
          if (refund.deadline_at <= now.toISOString())
            throw new AppError(Code.CONFLICT, 'orderRefundDeadlinePassed');
          const at = now.toISOString();
          await guardedUpdate(trx, 'order_refunds', refund.id, 'requested', 'rejected', {
            reject_reason: body.reason,
            decided_by: caller.accountId,
            decided_at: at,
            updated_at: at,
          });
          await moveOrderRefund(trx, order.id, 'requested', 'rejected');
          await auditRefund(
            trx,
            order,
            caller.accountId,
            'requested',
            'rejected',
            `rejected:${body.reason}`,
            caller.requestId,
          );
          return toRefund((await createOrderRefundRepository(trx).ofOrder(order.id))[0] as RefundRow);
        },
      ),

    /** The order's refunds and its vouchers' redemptions, for the merchant's detail. */
    ofOrder: async (orderId: number): Promise<{ refunds: OrderRefund[]; redemptions: OrderRedemption[] }> => {
      const repository = createOrderRefundRepository(db);
      return {
        refunds: (await repository.ofOrder(orderId)).map(toRefund),
        redemptions: (await repository.redemptions(orderId)).map((r) => ({
          id: r.id,
          code: r.code,
          times: r.times,
          state: r.status,
          staff_name: r.staff_name,
          gross_fen: Number(r.gross_fen),
          created_at: r.created_at,
          undone_at: r.undone_at,
        })),
      };
    },
  };
};

/** Approves one request whose 24 hours have passed, in its own transaction (the job's step). */
export const autoApprove = async (db: Database, refundId: number, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const first = await createOrderRefundRepository(trx).find(refundId);
    if (!first) return false;
    const orders = createOrderRepository(trx);
    await orders.lockOrder(first.order_id);
    const refund = await createOrderRefundRepository(trx).find(refundId);
    if (refund?.status !== 'requested' || refund.deadline_at > now.toISOString()) return false;
    await approveIn(trx, (await orders.find(refund.order_id)) as OrderRow, refund, null, now);
    return true;
  });

/** Requests the merchant left undecided for 24 hours are approved. */
export const orderRefundAutoApproveJob: JobDefinition = {
  name: 'order-refund-auto-approve',
  everyMs: 60_000,
  run: ({ db, now }) =>
    takeInBatches(
      { size: 200, start: 0, cursorOf: (r: { id: number }) => r.id },
      (after, size) => createOrderRefundRepository(db).due(now.toISOString(), after, size),
      (due) => autoApprove(db, due.id, now),
    ),
};

/**
 * The outbox handler: sends an approved refund to its payment's provider (the refund number is
 * the provider's idempotency key, so a retry refunds once). Refunded: the refund and the order
 * move to refunded, refunded_fen grows, the payment reads 'refunded' once all of it came back,
 * and the journal `order_refund:{id}:refunded` takes the amount out of the store's custody back
 * to the channel (a card's refund already left through the card ledger). Refused by the
 * provider: the refund and the order's refund_status move to failed with the provider's reason
 * and the vouchers come back. A thrown error (the channel unreachable) is retried by the outbox.
 */
export const orderRefundHandler =
  (providers: () => PaymentProviders) =>
  async ({ db, payload }: { db: Database; payload: unknown }) => {
    const { refund_id } = payload as { refund_id: number };
    const refund = await createOrderRefundRepository(db).find(refund_id);
    if (refund?.status !== 'approved') return;
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', refund.payment_id)
      .executeTakeFirstOrThrow();
    const provider = providers().byName(payment.provider);
    if (!provider) throw new Error(`payment provider ${payment.provider} is not available for a refund`);
    const result = await provider.refund({
      paymentNo: payment.payment_no,
      refundNo: refund.refund_no,
      amountFen: Number(refund.amount_fen),
      reason: refund.reason,
    });
    await db.transaction().execute(async (trx) => {
      const orders = createOrderRepository(trx);
      await orders.lockOrder(refund.order_id);
      const current = await createOrderRefundRepository(trx).find(refund.id);
      if (current?.status !== 'approved') return;
      const order = (await orders.find(refund.order_id)) as OrderRow;
      const at = isoNow();
      if (result.status === 'refunded') {
        await guardedUpdate(trx, 'order_refunds', refund.id, 'approved', 'refunded', {
          provider_ref: result.providerRef ?? null,
          refunded_at: at,
          updated_at: at,
        });
        const refundedFen = Number(order.refunded_fen) + Number(refund.amount_fen);
        await trx
          .updateTable('orders')
          .set({ refunded_fen: refundedFen, updated_at: at })
          .where('id', '=', order.id)
          .execute();
        await moveOrderRefund(trx, order.id, 'approved', 'refunded');
        if (refundedFen >= Number(payment.amount_fen))
          await trx
            .updateTable('payments')
            .set({ status: 'refunded', updated_at: at })
            .where('id', '=', payment.id)
            .where('status', '=', 'succeeded')
            .execute();
        if (refundsCustody(refund))
          await postJournal(trx, {
            movement: { kind: 'order_refund', id: refund.id, key: 'refunded' },
            actor: SYSTEM,
            entries: [
              {
                account: storeAccount('store_custody', order.store_id),
                amount_fen: -Number(refund.amount_fen),
              },
              {
                account: storeAccount('store_channel_receipts', order.store_id),
                amount_fen: Number(refund.amount_fen),
              },
            ],
          });
        await auditRefund(
          trx,
          order,
          null,
          'approved',
          'refunded',
          `refunded:${refund.refund_no}:${result.providerRef ?? ''}`,
        );
      } else {
        const reason = `provider_refused:${result.failureReason ?? ''}`.slice(0, 200);
        await guardedUpdate(trx, 'order_refunds', refund.id, 'approved', 'failed', {
          failure_reason: reason,
          updated_at: at,
        });
        await moveOrderRefund(trx, order.id, 'approved', 'failed');
        const covers = coversOf(refund);
        if ('vouchers' in covers)
          for (const { voucher_id } of covers.vouchers)
            await trx
              .updateTable('vouchers')
              .set({ status: 'active', updated_at: at })
              .where('id', '=', voucher_id)
              .where('status', '=', 'refunded')
              .execute();
        await auditRefund(trx, order, null, 'approved', 'failed', reason);
      }
    });
  };
