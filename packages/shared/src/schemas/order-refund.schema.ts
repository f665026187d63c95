import { z } from 'zod';
import { requestNo } from '../request-no';

/**
 * Refunds of orders (docs/orders.md "Refunds"). A refund row's status; the order's
 * refund_status follows it: requested → approved → refunded, requested → rejected, and
 * approved → failed when the provider refuses the refund (the reason is kept).
 */
export const orderRefundStatuses = ['requested', 'approved', 'rejected', 'refunded', 'failed'] as const;
export type OrderRefundStatus = (typeof orderRefundStatuses)[number];

/** The merchant decides a request within this many hours; after that the job approves it. */
export const REFUND_DECIDE_HOURS = 24;

/** POST /app/order/{id}/refund */
export const appOrderRefundBody = z.object({
  reason: z.string().trim().min(1).max(200),
  request_no: requestNo,
});
export type AppOrderRefundBody = z.infer<typeof appOrderRefundBody>;

/** POST /order/{id}/refund/approve */
export const orderRefundApproveBody = z.object({ request_no: requestNo });
export type OrderRefundApproveBody = z.infer<typeof orderRefundApproveBody>;

/** POST /order/{id}/refund/reject */
export const orderRefundRejectBody = z.object({
  reason: z.string().trim().min(1).max(200),
  request_no: requestNo,
});
export type OrderRefundRejectBody = z.infer<typeof orderRefundRejectBody>;

/** One refund of an order as the detail shows it. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  refund_no: z.string(),
  amount_fen: z.number().int(),
  reason: z.string(),
  status: z.enum(orderRefundStatuses),
  deadline_at: z.string(),
  decided_by_name: z.string().nullable(),
  /** true when the 24-hour job approved it. */
  auto_approved: z.boolean(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  provider_ref: z.string().nullable(),
  failure_reason: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** One redemption of the order's vouchers, as the order detail shows it. */
export const orderRedemptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  times: z.number().int(),
  /** 'undoable' | 'settled' | 'undone' */
  state: z.string(),
  staff_name: z.string().nullable(),
  gross_fen: z.number().int(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type OrderRedemption = z.infer<typeof orderRedemptionSchema>;
