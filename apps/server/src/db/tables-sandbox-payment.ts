import type { Generated } from 'kysely';

/**
 * The sandbox payment channel's own books (migration 2026-11-27-0002-order-payments;
 * docs/payments.md): what a real channel keeps on its side. Its pending notifications live here,
 * not in a timer, so they survive a restart and are delivered once across processes.
 */
export interface SandboxPaymentTable {
  id: Generated<number>;
  /** Our payment number (the merchant order number a channel is given); unique. */
  payment_no: string;
  /** The channel's trade number: 'SBX' + 20 random digits. */
  trade_no: string;
  amount_fen: number;
  subject: string;
  notify_url: string;
  /** What the buyer does: 'success' | 'failure' | 'never'. */
  outcome: string;
  /** 'waiting' | 'paid' | 'failed' | 'closed' (plain string for guarded updates). */
  status: string;
  /** Notifications still to post (the sandbox's `repeat`). */
  deliveries_left: number;
  /** When the next notification is due; null when none is. */
  next_delivery_at: string | null;
  delivery_attempts: Generated<number>;
  last_error: string | null;
  expires_at: string;
  paid_at: string | null;
  refunded_fen: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SandboxRefundTable {
  id: Generated<number>;
  /** Our refund number (the channel's idempotency key); unique. */
  refund_no: string;
  payment_no: string;
  amount_fen: number;
  trade_no: string;
  created_at: string;
}

export interface SandboxPaymentTables {
  sandbox_payments: SandboxPaymentTable;
  sandbox_refunds: SandboxRefundTable;
}
