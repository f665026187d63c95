import { z } from 'zod';
import { cursorPageSchema } from '../list-query';
import { isValidAccountNo, WITHDRAWAL_ACCOUNT_TYPES } from '../withdrawal-account';
import { text } from './common.schema';
import { smsCodeField } from './user.schema';

/** The store balances of the ledger (docs/finance.md "Balance"). */
export const storeBalanceKinds = ['store_custody', 'store_available', 'store_withdrawing'] as const;
export type StoreBalanceKind = (typeof storeBalanceKinds)[number];

/**
 * GET /ledger/balance: the store's three balances in fen, and `upcoming`: the fen that become
 * available on each coming China day (redemptions made but not settled yet, by settle day).
 */
export const ledgerBalance = z.object({
  custody: z.number().int(),
  available: z.number().int(),
  withdrawing: z.number().int(),
  upcoming: z.array(z.object({ date: z.string(), amount: z.number().int() })),
});
export type LedgerBalance = z.infer<typeof ledgerBalance>;

/** One row of the statement (POST /ledger/list): one ledger entry on one of the store's balances. */
export const ledgerStatementEntry = z.object({
  id: z.number().int(),
  journal: z.string(),
  account_kind: z.string(),
  /** Signed fen: + into the balance, − out of it. */
  amount_fen: z.number().int(),
  /** The business object it came from: 'order', 'coupon_redemption', 'refund', 'withdrawal'… */
  object_kind: z.string(),
  object_id: z.number().int(),
  /** The entry this one reverses, if it is a reversal. */
  reverses_entry_id: z.number().int().nullable(),
  actor_kind: z.string(),
  created_at: z.string(),
});
export type LedgerStatementEntry = z.infer<typeof ledgerStatementEntry>;
export const ledgerStatementPage = cursorPageSchema(ledgerStatementEntry);

/** A withdrawal account as answered: the number only masked, never in full. */
export const withdrawalAccount = z.object({
  id: z.number().int(),
  type: z.number().int(),
  holder_name: z.string(),
  account_no_masked: z.string(),
  bank_name: z.string().nullable(),
  bank_branch: z.string().nullable(),
  is_default: z.boolean(),
  /** Withdrawals may use it from this instant (24 h after it was added or last changed). */
  usable_from: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WithdrawalAccount = z.infer<typeof withdrawalAccount>;

/**
 * POST /withdrawal/account and PUT /withdrawal/account/{id}: the whole account, with the SMS
 * code sent to the owner's phone (POST /withdrawal/account/sendcode). A card needs its bank
 * and branch; other types leave them out.
 */
export const withdrawalAccountBody = z
  .object({
    type: z
      .number()
      .int()
      .refine((t) => (WITHDRAWAL_ACCOUNT_TYPES as readonly number[]).includes(t), {
        message: 'withdrawalAccountTypeRule',
      }),
    holder_name: text({ max: 50 }),
    account_no: text({ max: 64 }),
    bank_name: text({ max: 50 }).nullish(),
    bank_branch: text({ max: 100 }).nullish(),
    is_default: z.boolean().default(false),
    code: smsCodeField,
  })
  .superRefine((body, ctx) => {
    if (!isValidAccountNo(body.type, body.account_no))
      ctx.addIssue({ code: 'custom', path: ['account_no'], message: 'withdrawalAccountNoRule' });
    if (body.type === 3 && !body.bank_name)
      ctx.addIssue({ code: 'custom', path: ['bank_name'], message: 'withdrawalBankRequired' });
    if (body.type === 3 && !body.bank_branch)
      ctx.addIssue({ code: 'custom', path: ['bank_branch'], message: 'withdrawalBranchRequired' });
  });
export type WithdrawalAccountBody = z.input<typeof withdrawalAccountBody>;

/** POST /withdrawal/account/sendcode: where the code went (the owner's phone, masked). */
export const withdrawalCodeSent = z.object({ expires_in: z.number().int(), phone_masked: z.string() });
export type WithdrawalCodeSent = z.infer<typeof withdrawalCodeSent>;
