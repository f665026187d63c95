import type { Generated } from 'kysely';

/** A consumer's refund request of an order (migration 2026-11-27-0011-refunds; docs/orders.md "Refunds"). */
export interface OrderRefundTable {
  id: Generated<number>;
  /** Our number, sent to the provider as the refund's idempotency key; unique. */
  refund_no: string;
  order_id: number;
  store_id: number;
  /** The order's succeeded payment the money goes back to. */
  payment_id: number;
  buyer_account_id: number;
  amount_fen: number;
  reason: string;
  /** 'requested' | 'approved' | 'rejected' | 'refunded' | 'failed' */
  status: string;
  /** JSON: [{voucher_id, uses}] for listings and packs, {card_id} for card types. */
  covers: string;
  /** The merchant decides before this instant (24 hours); after it the job approves. */
  deadline_at: string;
  /** The employee who decided; null when the job approved. */
  decided_by: number | null;
  decided_at: string | null;
  reject_reason: string | null;
  provider_ref: string | null;
  failure_reason: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefundTables {
  order_refunds: OrderRefundTable;
}
