import { z } from 'zod';
import { cursorPageSchema } from '../list-query';
import { requestNo } from '../request-no';
import { ledgerStatementEntry } from './finance.schema';

/** Spec §4: a withdrawal is withdrawing (asked for, not paid out yet), then succeeded or failed. */
export const withdrawalStatuses = ['withdrawing', 'succeeded', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The platform's minimum withdrawal when no setting says otherwise: 100 yuan. */
export const DEFAULT_WITHDRAWAL_MIN_FEN = 10_000;

/** POST /withdrawal: the amount in fen, the store's account, the action's request number. */
export const withdrawalBody = z.object({
  amount: z.number().int().positive().max(1_000_000_000),
  account_id: z.number().int().positive(),
  request_no: requestNo,
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

/** A withdrawal as the store and the platform see it. */
export const withdrawal = z.object({
  id: z.number().int(),
  withdrawal_no: z.string(),
  store_id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(withdrawalStatuses),
  account_id: z.number().int(),
  account_type: z.number().int(),
  account_no_masked: z.string(),
  holder_name: z.string(),
  failure_reason: z.string().nullable(),
  provider: z.string().nullable(),
  provider_ref: z.string().nullable(),
  /** When the platform approved it (the payout was started); null while waiting for review. */
  approved_at: z.string().nullable(),
  succeeded_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalPage = cursorPageSchema(withdrawal);

/**
 * GET /withdrawal/{id}: the withdrawal and its reconciliation: the ledger entries (object kind
 * 'withdrawal', this id) that make its amount, and for a succeeded one the provider's reference.
 */
export const withdrawalDetail = withdrawal.extend({
  reconciliation: z.object({
    entries: z.array(ledgerStatementEntry),
    provider_ref: z.string().nullable(),
  }),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetail>;

/** GET /withdrawal/limits: what the form shows: the minimum and the available balance, in fen. */
export const withdrawalLimits = z.object({ min: z.number().int(), available: z.number().int() });
export type WithdrawalLimits = z.infer<typeof withdrawalLimits>;

/** A withdrawal on the platform's list: with its store's name. */
export const platformWithdrawal = withdrawal.extend({ store_name: z.string() });
export type PlatformWithdrawal = z.infer<typeof platformWithdrawal>;
export const platformWithdrawalPage = cursorPageSchema(platformWithdrawal);

/**
 * POST /platform/withdrawal/{id}/approve: optionally the sandbox's outcome for this payout
 * (docs/payouts.md "The sandbox"); refused unless the sandbox is the configured provider.
 */
export const withdrawalApproveBody = z
  .object({
    sandbox: z
      .object({
        outcome: z.enum(['success', 'failure', 'late']).optional(),
        late_outcome: z.enum(['success', 'failure']).optional(),
        answer_after_ms: z.number().int().min(0).max(3_600_000).optional(),
        failure_reason: z.string().min(1).max(200).optional(),
      })
      .optional(),
  })
  .default({});
export type WithdrawalApproveBody = z.input<typeof withdrawalApproveBody>;
