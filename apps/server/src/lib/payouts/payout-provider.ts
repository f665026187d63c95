/**
 * A payout channel for withdrawals (docs/payouts.md). The withdrawals feature speaks only to this
 * interface; the default is the sandbox (lib/payouts/sandbox), and Alipay's transfer
 * (lib/payouts/alipay) sits behind the same calls, off unless configured. Amounts are integer
 * fen. `withdrawalNo` is ours and is the provider's idempotency key: the same withdrawalNo
 * twice pays once, and the second call answers where the first one stands.
 */
export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Pays `amountFen` to the account, once per withdrawalNo. */
  payout(input: PayoutInput): Promise<PayoutResult>;
  /** Where the payout of withdrawalNo stands (after 'pending', or after a lost answer). */
  query(withdrawalNo: string): Promise<PayoutResult>;
}

export type PayoutProviderName = 'sandbox' | 'alipay';

/** Spec §3: 1 Alipay, 2 WeChat, 3 bank card. */
export type PayoutAccountType = 1 | 2 | 3;

export interface PayoutAccount {
  type: PayoutAccountType;
  /** The Alipay logon id (phone or e-mail), the WeChat account, or the card number, in full. */
  number: string;
  /** The holder's real name (Alipay checks it against the account). */
  holderName: string;
  /** Card accounts: the bank and the branch. */
  bankName?: string;
  branch?: string;
}

export interface PayoutInput {
  /** Our withdrawal's number: the idempotency key at the provider. */
  withdrawalNo: string;
  amountFen: number;
  account: PayoutAccount;
  /** Shown to the payee (the transfer's title and remark). */
  remark: string;
  /** Channel-specific options (the sandbox's requested outcome); other providers ignore them. */
  options?: unknown;
}

/**
 * 'succeeded': the money left (providerRef names the transfer); 'failed': it did not and will
 * not (failureReason says why), so the amount may go back to the balance; 'pending': not known
 * yet, ask `query` later. A provider answers 'pending' whenever it cannot tell, never 'failed'.
 */
export interface PayoutResult {
  status: 'succeeded' | 'failed' | 'pending';
  providerRef?: string;
  failureReason?: string;
}
