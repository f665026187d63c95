import { z } from 'zod';
import { requestNo } from '../request-no';
import { dateOnlyField } from './coach.schema';
import { bodyId } from './common.schema';
import { memberCardStatuses } from './membership.schema';
import { orderRedemptionSchema, orderRefundSchema } from './order-refund.schema';

/**
 * Orders and payments (docs/orders.md, docs/payments.md): the wire contract of the consumer's
 * `POST /app/order`, `POST /app/order/{id}/pay|cancel`, `GET /app/order/{id}`,
 * `POST /app/order/list`, and the merchant's `POST /order/list`, `POST /order/share/list`,
 * `GET /order/{id}`.
 */

export const orderItemTypes = ['listing', 'card_type', 'count_service', 'timed_service'] as const;
export type OrderItemType = (typeof orderItemTypes)[number];

export const orderStatuses = ['unpaid', 'paid', 'partly_used', 'used', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderKinds = ['item', 'card'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const refundStatuses = ['requested', 'approved', 'rejected', 'refunded'] as const;
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const voucherStatuses = ['active', 'used', 'refunded', 'expired'] as const;

/** Most of one item in one order, and most lines in one order. */
export const MAX_ORDER_QUANTITY = 20;
export const MAX_ORDER_LINES = 10;
/** An unpaid order closes this long after it was made. */
export const ORDER_PAY_MINUTES = 30;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'timeRule' });

export const orderItemInput = z.object({
  item_type: z.enum(orderItemTypes),
  item_id: bodyId,
  quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY).default(1),
  /** timed_service: the day (China time), the first unit's start and how many units. */
  slot_date: dateOnlyField.optional(),
  slot_start: clock.optional(),
  units: z.number().int().min(1).max(48).optional(),
});
export type OrderItemInput = z.input<typeof orderItemInput>;

/** POST /app/order. */
export const appOrderCreateBody = z.object({
  items: z.array(orderItemInput).min(1).max(MAX_ORDER_LINES),
  request_no: requestNo,
  /** The store member the order is for (a child of the buyer); else the buyer's own membership. */
  member_id: bodyId.optional(),
});
export type AppOrderCreateBody = z.input<typeof appOrderCreateBody>;

/** The sandbox's switches (accepted only while the sandbox is the configured provider). */
export const sandboxPayOptions = z.object({
  outcome: z.enum(['success', 'failure', 'never']).default('success'),
  delay_ms: z.number().int().min(0).max(600_000).default(1000),
  repeat: z.number().int().min(1).max(20).default(1),
});
export type SandboxPayOptions = z.infer<typeof sandboxPayOptions>;

/** POST /app/order/{id}/pay. */
export const appOrderPayBody = z.object({
  channel: z.enum(['sandbox', 'alipay']),
  sandbox: sandboxPayOptions.optional(),
  request_no: requestNo,
});
export type AppOrderPayBody = z.input<typeof appOrderPayBody>;

export const appOrderPayResult = z.object({
  order_id: z.number(),
  payment_no: z.string(),
  provider: z.string(),
  amount_fen: z.number(),
  /** What the app needs to pay, from the provider, passed on unchanged. */
  payload: z.record(z.string(), z.unknown()),
});
export type AppOrderPayResult = z.infer<typeof appOrderPayResult>;

export const voucherSchema = z.object({
  code: z.string(),
  uses_total: z.number(),
  uses_left: z.number(),
  valid_from: z.string(),
  valid_to: z.string(),
  status: z.enum(voucherStatuses),
  order_item_id: z.number(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const orderItemSchema = z.object({
  id: z.number(),
  line: z.number(),
  item_type: z.enum(orderItemTypes),
  item_id: z.number(),
  name: z.string(),
  category: z.number().nullable(),
  unit_price_fen: z.number(),
  quantity: z.number(),
  amount_fen: z.number(),
  uses_per_unit: z.number().nullable(),
  validity_days: z.number().nullable(),
  slot_starts_at: z.string().nullable(),
  slot_ends_at: z.string().nullable(),
  units: z.number().nullable(),
  card_id: z.number().nullable(),
  /** The item as sold (JSON object). */
  snapshot: z.record(z.string(), z.unknown()),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSummary = z.object({
  id: z.number(),
  order_no: z.string(),
  store_id: z.number(),
  kind: z.enum(orderKinds),
  status: z.enum(orderStatuses),
  refund_status: z.string().nullable(),
  buyer_phone: z.string(),
  member_id: z.number().nullable(),
  member_name: z.string().nullable(),
  member_phone: z.string().nullable(),
  title: z.string(),
  category: z.number().nullable(),
  item_count: z.number(),
  total_fen: z.number(),
  paid_fen: z.number(),
  refunded_fen: z.number(),
  pay_deadline_at: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /app/order/{id}: the consumer's view; vouchers once paid. */
export const appOrderDetail = orderSummary.extend({
  store_name: z.string(),
  items: z.array(orderItemSchema),
  vouchers: z.array(voucherSchema),
});
export type AppOrderDetail = z.infer<typeof appOrderDetail>;

export const paymentSchema = z.object({
  id: z.number(),
  payment_no: z.string(),
  provider: z.string(),
  amount_fen: z.number(),
  status: z.enum(paymentStatuses),
  provider_ref: z.string().nullable(),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderLogEntry = z.object({
  at: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
});
export type OrderLogEntry = z.infer<typeof orderLogEntry>;

/** The member card a card order delivered, as it stands now (refunded once the order's refund is approved). */
export const orderCardSchema = z.object({
  id: z.number(),
  card_no: z.string(),
  status: z.enum(memberCardStatuses),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

/** GET /order/{id}: the merchant's detail. */
export const orderDetail = appOrderDetail.extend({
  /** Card orders: the card delivered at payment (none for other orders). */
  cards: z.array(orderCardSchema),
  payments: z.array(paymentSchema),
  log: z.array(orderLogEntry),
  refunds: z.array(orderRefundSchema),
  redemptions: z.array(orderRedemptionSchema),
});
export type OrderDetail = z.infer<typeof orderDetail>;
