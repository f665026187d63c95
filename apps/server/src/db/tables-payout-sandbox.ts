/**
 * The sandbox payout channel's own records (migration 2026-11-27-0007-payout-sandbox;
 * docs/payouts.md): one row per withdrawal number, written once, so that every process answers
 * the same for it. The answer is a pure function of the row and the clock.
 */
export interface PayoutSandboxTransferTable {
  /** Our withdrawal's number (the idempotency key). */
  withdrawal_no: string;
  amount_fen: number;
  /** SHA-256 of the request (amount and account), to tell a repeat from a different request. */
  request_hash: string;
  /** 'success' | 'failure': what the payout ends in. */
  outcome: string;
  failure_reason: string | null;
  /** From this instant on the final outcome is answered; before it, 'pending' (a late answer). */
  answer_at: string;
  provider_ref: string;
  created_at: string;
}

export interface PayoutSandboxTables {
  payout_sandbox_transfers: PayoutSandboxTransferTable;
}
