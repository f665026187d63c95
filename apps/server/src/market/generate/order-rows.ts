import { chinaDate, formatMessage, REDEMPTION_UNDO_MINUTES } from '@merchant/shared';
import { feeOf, grossOf } from '../../features/coupon/coupon-rules';
import { settlementLines } from '../../features/coupon/coupon-settle';
import { chinaDays, type PricedLine } from '../../features/order/order-items';
import { journalKeyOf, type LedgerLine, storeAccount } from '../../lib/ledger';
import { sandboxSign } from '../../lib/payments';
import type { BulkSink, Row } from './bulk-sink';
import {
  orderNo,
  paymentNo,
  requestIdFrom,
  sandboxNotifyId,
  sandboxTradeNo,
  voucherCode,
} from './generate-codes';
import { writeRefund, writeReview } from './order-rows-after';

/**
 * The rows one listing order leaves over its life, built column for column as the services
 * write them (order.service create/pay, order-payment applyVerified/deliver, order-jobs close,
 * coupon redeem/undo/settle, order-refund request/approve/handler, review.service create, the
 * outbox's system messages, lib/ledger journals, lib/transitions audit rows). The sample check
 * (sample-check.ts) holds these builders against the real calls.
 */
export interface ListingInfo {
  id: number;
  storeId: number;
  name: string;
  category: number;
  price: number;
  sessions: number;
  validityDays: number;
  refundAnytime: number;
  /** The wire fields priceLine copies into the snapshot (without sold_at and store_id). */
  snapshot: Record<string, unknown>;
}

/** A listing as the order feature prices it (priceLine of order-items.ts). */
export const listingOf = (line: PricedLine): ListingInfo => ({
  id: line.item_id,
  storeId: line.storeId,
  name: line.name,
  category: line.category ?? 0,
  price: line.unit_price_fen,
  sessions: line.uses_per_unit ?? 1,
  validityDays: line.validity_days ?? 1,
  refundAnytime: line.refund_anytime ?? 0,
  snapshot: line.snapshot,
});

export interface OrderPlan {
  index: number;
  storeId: number;
  buyerAccountId: number;
  buyerPhone: string;
  /** The member the order names at creation (the buyer's membership if it existed then). */
  memberAtCreation: number | null;
  /** The buyer's membership after payment. */
  memberId: number;
  listing: ListingInfo;
  quantity: number;
  createdAt: number;
  outcome: 'unpaid' | 'cancelled' | 'closed' | 'paid';
  /** A payment attempt that the channel failed (closed orders), or that is still pending. */
  failedPayment: boolean;
  paidAt: number;
  /** One use each, in time order; an undone one gives its use back a few minutes later. */
  uses: { at: number; undoneAt: number | null }[];
  refund: {
    at: number;
    refundedAt: number | null;
    decidedBy: number | null;
    decidedAt: number | null;
  } | null;
  review: { at: number; stars: number; text: string } | null;
}

export interface RowContext {
  sink: BulkSink;
  now: number;
  salt: number;
  random: () => number;
  /** The stores' managing accounts: the desk that redeems, the receivers of messages. */
  ownerId: number;
  feeRateBp: (category: number | null) => number;
  sandboxSecret: Buffer;
  /** Counts a funnel step (statistics_daily's paid_orders, redeemed, reviewed) at its time. */
  tally?: (step: 'paid_orders' | 'redeemed' | 'reviewed', storeId: number, at: number) => void;
}

export type VoucherState = Row & { total: number; left: number; status: string; remainder: number };

export const iso = (ms: number) => new Date(ms).toISOString();
export const yuan = (fen: number) => (fen / 100).toFixed(2);
export const LANGS = ['zh', 'en', 'es'] as const;

export const audit = (
  ctx: RowContext,
  e: {
    actor: number | null;
    storeId: number;
    entity: string;
    entityId: number;
    from: string | null;
    to: string;
    reason: string | null;
    at: number;
    requestId: string | null;
  },
) =>
  ctx.sink.add('audit_events', {
    id: ctx.sink.nextId('audit_events'),
    actor_account_id: e.actor,
    store_id: e.storeId,
    entity: e.entity,
    entity_id: e.entityId,
    from_state: e.from,
    to_state: e.to,
    reason: e.reason,
    at: iso(e.at),
    request_id: e.requestId,
  });

export const journal = (
  ctx: RowContext,
  movement: { kind: string; id: number; key: string },
  lines: LedgerLine[],
  at: number,
) => {
  const key = journalKeyOf(movement);
  lines.forEach((line, i) => {
    ctx.sink.add('ledger_entries', {
      id: ctx.sink.nextId('ledger_entries'),
      journal: key,
      line: i + 1,
      store_id: line.account.storeId,
      account_kind: line.account.kind,
      account_owner_id: line.account.ownerId,
      amount_fen: line.amount_fen,
      object_kind: movement.kind,
      object_id: movement.id,
      reverses_entry_id: null,
      actor_kind: 'system',
      actor_account_id: null,
      request_id: null,
      created_at: iso(at),
    });
  });
};

/** A system message as the outbox delivers it: its time is the change's, its key the outbox key. */
export const message = (
  ctx: RowContext,
  m: { accountId: number; title: string; content: string; category: string; at: number; key: string },
) => {
  const readable = ctx.now - m.at > 3 * 86_400_000 && ctx.random() < 0.7;
  ctx.sink.add('system_messages', {
    id: ctx.sink.nextId('system_messages'),
    account_id: m.accountId,
    title: m.title,
    content: m.content,
    category: m.category,
    read_at: readable ? iso(m.at + Math.floor(ctx.random() * 2 * 86_400_000)) : null,
    created_time: iso(m.at),
    dedupe_key: `${m.key}:account:${m.accountId}`,
  });
};

const usageOf = (vouchers: { total: number; left: number; status: string }[]) => {
  const total = vouchers.reduce((s, v) => s + v.total, 0);
  const left = vouchers.reduce((s, v) => s + (v.status === 'active' ? v.left : 0), 0);
  const spent = vouchers.reduce((s, v) => s + (v.total - v.left), 0);
  return spent === 0 ? 'paid' : left === 0 || spent >= total ? 'used' : 'partly_used';
};

/** Writes every row of one planned order; answers the order's id. */
export const writeOrder = (ctx: RowContext, plan: OrderPlan): number => {
  const { sink } = ctx;
  const r = ctx.random;
  const l = plan.listing;
  const orderId = sink.nextId('orders');
  const itemId = sink.nextId('order_items');
  const created = iso(plan.createdAt);
  const amount = l.price * plan.quantity;
  const no = orderNo(chinaDate(new Date(plan.createdAt)), plan.index, ctx.salt);
  const storeId = plan.storeId;
  const buyer = plan.buyerAccountId;
  const paid = plan.outcome === 'paid';
  let updatedAt = plan.createdAt;
  let status: string = plan.outcome;
  let refundStatus: string | null = null;
  let refundedFen = 0;

  audit(ctx, {
    actor: buyer,
    storeId,
    entity: 'order',
    entityId: orderId,
    from: null,
    to: 'unpaid',
    reason: 'created',
    at: plan.createdAt,
    requestId: requestIdFrom(r),
  });
  const item: Row = {
    id: itemId,
    order_id: orderId,
    store_id: storeId,
    line: 1,
    item_type: 'listing',
    item_id: l.id,
    name: l.name.slice(0, 100),
    category: l.category,
    unit_price_fen: l.price,
    quantity: plan.quantity,
    amount_fen: amount,
    uses_per_unit: l.sessions,
    validity_days: l.validityDays,
    refund_anytime: l.refundAnytime,
    slot_starts_at: null,
    slot_ends_at: null,
    units: null,
    snapshot: JSON.stringify({ ...l.snapshot, sold_at: created, store_id: storeId }),
    card_id: null,
    created_at: created,
  };

  // The payment: opened a few seconds after the order; paid, failed or left pending.
  const payments: Row[] = [];
  const notifications: Row[] = [];
  let paymentRow: Row | null = null;
  if (paid || plan.failedPayment || plan.outcome === 'closed') {
    const openedAt = plan.createdAt + 3_000 + Math.floor(r() * 40_000);
    const paymentId = sink.nextId('payments');
    const pno = paymentNo(iso(openedAt), plan.index, ctx.salt);
    const trade = sandboxTradeNo(plan.index, ctx.salt);
    const failed = !paid && plan.failedPayment;
    const notifiedAt = paid ? plan.paidAt + 1_000 : openedAt + 20_000;
    paymentRow = {
      id: paymentId,
      payment_no: pno,
      order_id: orderId,
      store_id: storeId,
      provider: 'sandbox',
      amount_fen: amount,
      status: paid ? 'succeeded' : 'failed',
      provider_ref: paid || failed ? trade : null,
      failure_reason: paid ? null : failed ? 'sandbox: payment failed' : 'order closed unpaid',
      paid_at: paid ? iso(plan.paidAt) : null,
      created_at: iso(openedAt),
      updated_at: iso(paid ? notifiedAt : failed ? notifiedAt : plan.createdAt + 31 * 60_000),
    };
    payments.push(paymentRow);
    if (paid || failed) {
      const fields: Record<string, string | number> = {
        notify_id: sandboxNotifyId(plan.index, ctx.salt),
        payment_no: pno,
        trade_no: trade,
        trade_status: paid ? 'TRADE_SUCCESS' : 'TRADE_FAILED',
        amount_fen: amount,
      };
      if (paid) fields.paid_at = iso(plan.paidAt);
      notifications.push({
        id: sink.nextId('payment_notifications'),
        provider: 'sandbox',
        payment_no: pno,
        provider_ref: trade,
        amount_fen: amount,
        outcome: paid ? 'applied' : 'failed_payment',
        body: JSON.stringify({ ...fields, sign: sandboxSign(ctx.sandboxSecret, fields) }).slice(0, 4000),
        created_at: iso(notifiedAt),
      });
    }
  }

  if (plan.outcome === 'cancelled') {
    updatedAt = plan.createdAt + 60_000 + Math.floor(r() * 20 * 60_000);
    audit(ctx, {
      actor: buyer,
      storeId,
      entity: 'order',
      entityId: orderId,
      from: 'unpaid',
      to: 'cancelled',
      reason: 'cancelled_by_buyer',
      at: updatedAt,
      requestId: requestIdFrom(r),
    });
  } else if (plan.outcome === 'closed') {
    updatedAt = plan.createdAt + 30 * 60_000 + Math.floor(r() * 60_000);
    if (paymentRow && paymentRow.failure_reason === 'order closed unpaid')
      paymentRow.updated_at = iso(updatedAt);
    audit(ctx, {
      actor: null,
      storeId,
      entity: 'order',
      entityId: orderId,
      from: 'unpaid',
      to: 'closed',
      reason: 'pay_deadline_passed',
      at: updatedAt,
      requestId: null,
    });
  }

  const vouchers: VoucherState[] = [];
  if (paid && paymentRow) {
    const payNo = paymentRow.payment_no as string;
    updatedAt = plan.paidAt + 1_000;
    journal(
      ctx,
      { kind: 'payment', id: paymentRow.id as number, key: 'paid' },
      [
        { account: storeAccount('store_custody', storeId), amount_fen: amount },
        { account: storeAccount('store_channel_receipts', storeId), amount_fen: -amount },
      ],
      updatedAt,
    );
    const window = chinaDays(chinaDate(new Date(plan.paidAt)), l.validityDays ?? 1);
    for (let q = 0; q < plan.quantity; q += 1) {
      const id = sink.nextId('vouchers');
      vouchers.push({
        id,
        code: voucherCode(id, ctx.salt),
        store_id: storeId,
        order_id: orderId,
        order_item_id: itemId,
        member_id: plan.memberId,
        uses_total: l.sessions,
        uses_left: l.sessions,
        valid_from: window.valid_from,
        valid_to: window.valid_to,
        status: 'active',
        created_at: iso(updatedAt),
        updated_at: iso(updatedAt),
        total: l.sessions,
        left: l.sessions,
        remainder: 0,
      });
    }
    const params = {
      order_no: no,
      buyer: plan.buyerPhone,
      amount: yuan(amount),
      title: l.name.slice(0, 100),
    };
    message(ctx, {
      accountId: ctx.ownerId,
      title: LANGS.map((lang) => formatMessage('orderNewTitle', lang)).join(' / '),
      content: LANGS.map((lang) => formatMessage('orderNewContent', lang, params)).join('\n'),
      category: 'order',
      at: updatedAt,
      key: `order:${orderId}:paid`,
    });
    audit(ctx, {
      actor: null,
      storeId,
      entity: 'order',
      entityId: orderId,
      from: 'unpaid',
      to: 'paid',
      reason: `paid:${payNo}`,
      at: updatedAt,
      requestId: null,
    });
    status = 'paid';
    ctx.tally?.('paid_orders', storeId, plan.paidAt);
    ({ status, updatedAt } = writeUses(ctx, plan, orderId, amount, vouchers, status, updatedAt));
    if (plan.refund)
      ({ refundStatus, refundedFen, updatedAt } = writeRefund(
        ctx,
        plan,
        orderId,
        no,
        paymentRow,
        vouchers,
        amount,
      ));
    if (plan.review) writeReview(ctx, plan, orderId, no);
  }

  sink.add('orders', {
    id: orderId,
    order_no: no,
    store_id: storeId,
    kind: 'item',
    buyer_account_id: buyer,
    buyer_phone: plan.buyerPhone,
    member_id: paid ? plan.memberId : plan.memberAtCreation,
    status,
    refund_status: refundStatus,
    total_fen: amount,
    paid_fen: paid ? amount : 0,
    refunded_fen: refundedFen,
    title: l.name.slice(0, 100),
    category: l.category,
    item_count: 1,
    pay_deadline_at: iso(plan.createdAt + 30 * 60_000),
    paid_at: paid ? iso(plan.paidAt) : null,
    closed_at: plan.outcome === 'closed' ? iso(updatedAt) : null,
    cancelled_at: plan.outcome === 'cancelled' ? iso(updatedAt) : null,
    created_at: created,
    updated_at: iso(updatedAt),
  });
  sink.add('order_items', item);
  for (const p of payments) sink.add('payments', p);
  for (const n of notifications) sink.add('payment_notifications', n);
  for (const { total: _t, left: _l, remainder: _r, ...v } of vouchers) sink.add('vouchers', v);
  return orderId;
};

/** The desk's redemptions (one use each), their undos and settlements, and the usage they make. */
const writeUses = (
  ctx: RowContext,
  plan: OrderPlan,
  orderId: number,
  amount: number,
  vouchers: VoucherState[],
  startStatus: string,
  startUpdated: number,
) => {
  const { sink } = ctx;
  const storeId = plan.storeId;
  let status = startStatus;
  let updatedAt = startUpdated;
  const voucherIds = vouchers.map((v) => v.id as number);
  const rate = ctx.feeRateBp(plan.listing.category);
  const follow = (at: number, requestId: string | null, actor: number | null) => {
    const next = usageOf(vouchers);
    if (next === status) return;
    audit(ctx, {
      actor,
      storeId,
      entity: 'order',
      entityId: orderId,
      from: status,
      to: next,
      reason: 'usage',
      at,
      requestId,
    });
    status = next;
    updatedAt = at;
  };
  for (const use of plan.uses) {
    const v = vouchers.find((x) => x.status === 'active' && x.left > 0);
    if (!v) break;
    const id = sink.nextId('coupon_redemptions');
    const before = v.status;
    v.left -= 1;
    if (v.left === 0) v.status = 'used';
    const takesLast = v.left === 0 && !v.remainder;
    const { grossFen, carriesRemainder } = grossOf({
      itemAmountFen: amount,
      itemVoucherIds: voucherIds,
      voucherId: v.id as number,
      usesTotal: v.total,
      times: 1,
      takesLastUse: takesLast,
    });
    const fee = feeOf(grossFen, rate);
    const requestId = requestIdFrom(ctx.random);
    const settleAt = use.at + REDEMPTION_UNDO_MINUTES * 60_000 + Math.floor(ctx.random() * 60_000);
    const settled = use.undoneAt === null && settleAt <= ctx.now;
    if (use.undoneAt === null && carriesRemainder) v.remainder = 1;
    v.uses_left = v.left;
    sink.add('coupon_redemptions', {
      id,
      store_id: storeId,
      voucher_id: v.id as number,
      order_id: orderId,
      order_item_id: v.order_item_id as number,
      member_id: plan.memberId,
      times: 1,
      source: 'desk',
      booking_id: null,
      staff_account_id: ctx.ownerId,
      gross_fen: grossFen,
      carries_remainder: carriesRemainder ? 1 : 0,
      fee_rate_bp: rate,
      fee_fen: fee,
      status: use.undoneAt !== null ? 'undone' : settled ? 'settled' : 'undoable',
      undo_deadline_at: iso(use.at + REDEMPTION_UNDO_MINUTES * 60_000),
      undone_at: use.undoneAt === null ? null : iso(use.undoneAt),
      undone_by: use.undoneAt === null ? null : ctx.ownerId,
      settled_at: settled ? iso(settleAt) : null,
      request_id: requestId,
      created_at: iso(use.at),
    });
    v.updated_at = iso(use.at);
    if (use.undoneAt === null) ctx.tally?.('redeemed', storeId, use.at);
    follow(use.at, requestId, ctx.ownerId);
    audit(ctx, {
      actor: ctx.ownerId,
      storeId,
      entity: 'voucher',
      entityId: v.id as number,
      from: before,
      to: v.left === 0 ? 'used' : 'active',
      reason: `redeemed 1 (desk, redemption ${id})`,
      at: use.at,
      requestId,
    });
    if (use.undoneAt !== null) {
      const undoRequest = requestIdFrom(ctx.random);
      v.left += 1;
      v.status = 'active';
      v.uses_left = v.left;
      v.updated_at = iso(use.undoneAt);
      follow(use.undoneAt, undoRequest, ctx.ownerId);
      audit(ctx, {
        actor: ctx.ownerId,
        storeId,
        entity: 'coupon_redemption',
        entityId: id,
        from: 'undoable',
        to: 'undone',
        reason: null,
        at: use.undoneAt,
        requestId: undoRequest,
      });
    } else if (settled) {
      const lines = settlementLines({ store_id: storeId, gross_fen: grossFen, fee_fen: fee });
      if (lines.length >= 2) journal(ctx, { kind: 'coupon_redemption', id, key: 'settle' }, lines, settleAt);
      audit(ctx, {
        actor: null,
        storeId,
        entity: 'coupon_redemption',
        entityId: id,
        from: 'undoable',
        to: 'settled',
        reason: null,
        at: settleAt,
        requestId: null,
      });
    }
  }
  return { status, updatedAt };
};
