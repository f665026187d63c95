/**
 * A payment channel (docs/payments.md). The orders feature speaks only to this interface; the
 * default is the sandbox (lib/payments/sandbox), and Alipay (lib/payments/alipay) sits behind
 * the same calls, off unless configured. Amounts are integer fen; numbers are ours
 * (`paymentNo`, `refundNo`) and are the provider's idempotency keys, so a retried call never
 * charges or refunds twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a payment; answers what the app needs to pay (a form, a URL or a sandbox receipt). */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the channel where a payment stands (for lost notifications). */
  queryPayment(paymentNo: string): Promise<PaymentQueryResult>;
  /** Refunds part or all of a paid payment; the same refundNo twice refunds once. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Verifies a notification's signature and reads it. Throws PaymentNotificationRefused when the
   * signature (or the notification's shape) is not right; never trusts an unsigned field.
   */
  parseNotification(notification: IncomingNotification): Promise<VerifiedNotification>;
  /** The body the channel expects back once a notification is handled (Alipay: "success"). */
  acknowledgement(handled: boolean): { contentType: string; body: string };
}

export type PaymentProviderName = 'sandbox' | 'alipay';

export interface CreatePaymentInput {
  paymentNo: string;
  amountFen: number;
  /** What the buyer sees on the channel's page, e.g. the order's title. */
  subject: string;
  /** Where the channel posts its notification (absolute URL). */
  notifyUrl: string;
  /** The payment must be completed before this instant (ISO 8601, UTC). */
  expiresAt: string;
  /** Channel-specific options from the app's call (the sandbox's `sandbox` field). */
  options?: unknown;
}

export interface CreatedPayment {
  /** Passed to the app unchanged. */
  payload: Record<string, unknown>;
}

export interface PaymentQueryResult {
  /** 'paid': money received; 'unpaid': waiting; 'closed': will never be paid; 'not_found'. */
  status: 'paid' | 'unpaid' | 'closed' | 'not_found';
  providerRef?: string;
  amountFen?: number;
  paidAt?: string;
}

export interface RefundInput {
  paymentNo: string;
  refundNo: string;
  amountFen: number;
  reason: string;
}

export interface RefundResult {
  status: 'refunded' | 'failed';
  providerRef?: string;
  failureReason?: string;
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body (form fields or JSON), as Fastify read it. */
  body: unknown;
}

export interface VerifiedNotification {
  paymentNo: string;
  providerRef: string;
  /** 'paid' when money was received; 'failed' when the buyer's payment failed or was closed. */
  outcome: 'paid' | 'failed';
  amountFen: number;
  paidAt?: string;
  failureReason?: string;
}

/** A notification whose signature or shape is wrong: answered 400 and logged, never applied. */
export class PaymentNotificationRefused extends Error {
  constructor(readonly reason: 'bad_signature' | 'malformed') {
    super(`payment notification refused: ${reason}`);
  }
}
