import { formatMessage } from '@merchant/shared';
import { grossOf } from '../../features/coupon/coupon-rules';
import { storeAccount } from '../../lib/ledger';
import type { Row } from './bulk-sink';
import { requestIdFrom } from './generate-codes';
import {
  audit,
  iso,
  journal,
  LANGS,
  message,
  type OrderPlan,
  type RowContext,
  type VoucherState,
  yuan,
} from './order-rows';

/** The reason consumers give in generated refunds. */
export const REFUND_REASON = '计划有变';
const chinaMinute = (at: string) =>
  new Date(Date.parse(at) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A refund of an unused order (order-refund.ts): requested by the buyer, then approved by the
 * desk or by the 24-hour job, then paid back by the channel (the outbox handler): vouchers
 * refunded, the order's refund state and refunded amount, the payment refunded, the journal
 * `order_refund:{id}:refunded`. A request younger than a day may still wait.
 */
export const writeRefund = (
  ctx: RowContext,
  plan: OrderPlan,
  orderId: number,
  orderNo: string,
  payment: Row,
  vouchers: VoucherState[],
  amount: number,
) => {
  const refund = plan.refund as NonNullable<OrderPlan['refund']>;
  const { sink } = ctx;
  const storeId = plan.storeId;
  const id = sink.nextId('order_refunds');
  const refundNo = `R${(payment.payment_no as string).slice(1)}01`.slice(0, 32);
  const covered = vouchers.filter((v) => v.status === 'active' && v.left > 0);
  const ids = vouchers.map((v) => v.id as number).sort((a, b) => a - b);
  const quote = covered.reduce(
    (sum, v) =>
      sum +
      grossOf({
        itemAmountFen: amount,
        itemVoucherIds: ids,
        voucherId: v.id as number,
        usesTotal: v.total,
        times: v.left,
        takesLastUse: true,
      }).grossFen,
    0,
  );
  const amountFen = Math.min(quote, amount);
  const covers = JSON.stringify({ vouchers: covered.map((v) => ({ voucher_id: v.id, uses: v.left })) });
  const deadline = iso(refund.at + 24 * 3600_000);
  const requestId = requestIdFrom(ctx.random);
  audit(ctx, {
    actor: plan.buyerAccountId,
    storeId,
    entity: 'order',
    entityId: orderId,
    from: null,
    to: 'refund_requested',
    reason: `requested:${yuan(amountFen)}:${REFUND_REASON}`.slice(0, 200),
    at: refund.at,
    requestId,
  });
  const params = {
    order_no: orderNo,
    buyer: plan.buyerPhone,
    amount: yuan(amountFen),
    reason: REFUND_REASON,
    deadline: chinaMinute(deadline),
  };
  message(ctx, {
    accountId: ctx.ownerId,
    title: LANGS.map((l) => formatMessage('orderRefundRequestedTitle', l)).join(' / '),
    content: LANGS.map((l) => formatMessage('orderRefundRequestedContent', l, params)).join('\n'),
    category: 'order',
    at: refund.at,
    key: `order_refund:${id}:requested`,
  });
  let status = 'requested';
  let updatedAt = refund.at;
  let providerRef: string | null = null;
  if (refund.refundedAt !== null && refund.decidedAt !== null) {
    const decided = refund.decidedAt;
    for (const v of covered) {
      v.status = 'refunded';
      v.updated_at = iso(decided);
    }
    audit(ctx, {
      actor: refund.decidedBy,
      storeId,
      entity: 'order',
      entityId: orderId,
      from: 'refund_requested',
      to: 'refund_approved',
      reason: `${refund.decidedBy === null ? 'auto_approved' : 'approved'}:${refundNo}:${yuan(amountFen)}`,
      at: decided,
      requestId: refund.decidedBy === null ? null : requestIdFrom(ctx.random),
    });
    providerRef = `SBR${(payment.provider_ref as string).slice(3)}`;
    status = 'refunded';
    updatedAt = refund.refundedAt;
    payment.status = 'refunded';
    payment.updated_at = iso(updatedAt);
    journal(
      ctx,
      { kind: 'order_refund', id, key: 'refunded' },
      [
        { account: storeAccount('store_custody', storeId), amount_fen: -amountFen },
        { account: storeAccount('store_channel_receipts', storeId), amount_fen: amountFen },
      ],
      updatedAt,
    );
    audit(ctx, {
      actor: null,
      storeId,
      entity: 'order',
      entityId: orderId,
      from: 'refund_approved',
      to: 'refund_refunded',
      reason: `refunded:${refundNo}:${providerRef}`.slice(0, 200),
      at: updatedAt,
      requestId: null,
    });
  }
  sink.add('order_refunds', {
    id,
    refund_no: refundNo,
    order_id: orderId,
    store_id: storeId,
    payment_id: payment.id as number,
    buyer_account_id: plan.buyerAccountId,
    amount_fen: amountFen,
    reason: REFUND_REASON,
    status,
    covers,
    deadline_at: deadline,
    decided_by: status === 'requested' ? null : refund.decidedBy,
    decided_at: refund.decidedAt === null || status === 'requested' ? null : iso(refund.decidedAt),
    reject_reason: null,
    provider_ref: providerRef,
    failure_reason: null,
    refunded_at: status === 'refunded' ? iso(updatedAt) : null,
    created_at: iso(refund.at),
    updated_at: iso(updatedAt),
  });
  return { refundStatus: status, refundedFen: status === 'refunded' ? amountFen : 0, updatedAt };
};

/** The buyer's review of a used order (review.service create), with its audit row and the store's message. */
export const writeReview = (ctx: RowContext, plan: OrderPlan, orderId: number, orderNo: string) => {
  const review = plan.review as NonNullable<OrderPlan['review']>;
  const id = ctx.sink.nextId('consumer_reviews');
  ctx.tally?.('reviewed', plan.storeId, review.at);
  const at = iso(review.at);
  const name = plan.listing.name.slice(0, 100);
  ctx.sink.add('consumer_reviews', {
    id,
    store_id: plan.storeId,
    order_id: orderId,
    buyer_account_id: plan.buyerAccountId,
    kind: 'text',
    stars: review.stars,
    text: review.text,
    picture_ids: '[]',
    video_id: null,
    has_media: 0,
    listing_id: plan.listing.id,
    listing_name: name,
    coach_id: null,
    reply_text: null,
    reply_account_id: null,
    replied_at: null,
    reply_updated_at: null,
    replied: 0,
    hidden: 0,
    created_at: at,
    updated_at: at,
  });
  audit(ctx, {
    actor: plan.buyerAccountId,
    storeId: plan.storeId,
    entity: 'consumer_review',
    entityId: id,
    from: null,
    to: 'created',
    reason: `${review.stars}`,
    at: review.at,
    requestId: requestIdFrom(ctx.random),
  });
  const params = { stars: review.stars, name, order_no: orderNo };
  message(ctx, {
    accountId: ctx.ownerId,
    title: LANGS.map((l) => formatMessage('reviewNewTitle', l, params)).join(' / '),
    content: LANGS.map((l) => formatMessage('reviewNewContent', l, params)).join('\n'),
    category: 'review',
    at: review.at,
    key: `review:${id}:new`,
  });
};
