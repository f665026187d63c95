import type { Generated } from 'kysely';

/**
 * A store's withdrawal account (migration 2026-11-27-0008-withdrawal-accounts; docs/finance.md).
 * Rows are never deleted (a withdrawal names the account it paid to): `deleted_at` removes one.
 */
export interface WithdrawalAccountTable {
  id: Generated<number>;
  store_id: number;
  /** Spec §3: 1 Alipay, 2 WeChat, 3 bank card. */
  type: number;
  holder_name: string;
  /** The full number, for the payout only; never answered. */
  account_no: string;
  /** What the console shows, e.g. `6222 **** **** 1234`. */
  account_no_masked: string;
  /** HMAC-SHA256 (hex) of the normalised number: duplicate checks without the number. */
  account_no_hash: string;
  /** Bank cards only. */
  bank_name: string | null;
  bank_branch: string | null;
  /** 0/1; at most one live default per store (partial unique index). */
  is_default: number;
  /** Withdrawals may use the account from this instant (24 h after it was added or changed). */
  usable_from: string;
  created_by: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A withdrawal (migration 2026-11-27-0012-withdrawals; docs/finance.md "Withdrawals"). */
export interface WithdrawalTable {
  id: Generated<number>;
  store_id: number;
  /** Ours, unique: the payout provider's idempotency key. */
  withdrawal_no: string;
  account_id: number;
  account_type: number;
  account_no_masked: string;
  holder_name: string;
  amount_fen: number;
  fee_fen: Generated<number>;
  /** Spec §4: withdrawing, succeeded, failed. */
  status: string;
  failure_reason: string | null;
  provider: string | null;
  provider_ref: string | null;
  requested_by: number;
  approved_at: string | null;
  approved_by: number | null;
  payout_called_at: string | null;
  succeeded_at: string | null;
  failed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One platform setting (key → value as text); a missing key takes its default in code. */
export interface PlatformSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface FinanceTables {
  withdrawal_accounts: WithdrawalAccountTable;
  withdrawals: WithdrawalTable;
  platform_settings: PlatformSettingTable;
}
