import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import type { PayoutSandboxTransferTable } from '../../../db/tables-payout-sandbox';
import type { PayoutInput, PayoutProvider, PayoutResult } from '../payout-provider';

/**
 * What a caller may ask of the sandbox for one payout (PayoutInput.options):
 * - outcome `success` (default): paid at once;
 * - `failure`: refused at once, with `failure_reason`;
 * - `late`: answers 'pending', and from `answer_after_ms` after the first call on, `query` (and a
 *   repeated payout) answers `late_outcome` (default success).
 */
export const sandboxPayoutOptionsSchema = z
  .object({
    outcome: z.enum(['success', 'failure', 'late']).default('success'),
    late_outcome: z.enum(['success', 'failure']).default('success'),
    answer_after_ms: z.number().int().min(0).max(86_400_000).default(1000),
    failure_reason: z.string().min(1).max(200).default('sandbox: the payee account refused the transfer'),
  })
  .strict();

export type SandboxPayoutOptions = z.input<typeof sandboxPayoutOptionsSchema>;

/** The same withdrawalNo came again with another amount or account: never paid twice, never guessed. */
export class PayoutRequestConflict extends Error {
  constructor(readonly withdrawalNo: string) {
    super(`payout ${withdrawalNo} was already requested with another amount or account`);
  }
}

/** Answered by `query` for a number nobody asked to pay; recorded so that a later payout under it fails too. */
export const SANDBOX_UNKNOWN_PAYOUT = 'sandbox: no payout was requested under this withdrawal number';

const requestHash = ({ amountFen, account }: PayoutInput) =>
  createHash('sha256')
    .update(
      JSON.stringify([amountFen, account.type, account.number, account.holderName, account.bankName ?? null]),
    )
    .digest('hex');

/** Deterministic: the same number always has the same reference. */
const providerRefOf = (withdrawalNo: string) =>
  `SBXT${createHash('sha256').update(withdrawalNo).digest('hex').slice(0, 24).toUpperCase()}`;

/** The answer is a pure function of the stored row and the clock. */
const answerOf = (row: PayoutSandboxTransferTable, now = new Date().toISOString()): PayoutResult => {
  if (now < row.answer_at) return { status: 'pending', providerRef: row.provider_ref };
  if (row.outcome === 'success') return { status: 'succeeded', providerRef: row.provider_ref };
  return { status: 'failed', failureReason: row.failure_reason ?? 'sandbox: failed' };
};

/**
 * The default payout channel (docs/payouts.md): behaves like a real one (at-once success or
 * failure, or a late answer), repeat-safe across processes because its records are a table
 * (payout_sandbox_transfers) written once per withdrawal number with `on conflict do nothing`.
 */
export const createSandboxPayoutProvider = (db: Database): PayoutProvider => {
  const find = (withdrawalNo: string) =>
    db
      .selectFrom('payout_sandbox_transfers')
      .selectAll()
      .where('withdrawal_no', '=', withdrawalNo)
      .executeTakeFirst();

  /** Writes the row unless the number has one; answers the stored row and whether this call wrote it. */
  const record = async (row: PayoutSandboxTransferTable) => {
    const result = await db
      .insertInto('payout_sandbox_transfers')
      .values(row)
      .onConflict((oc) => oc.column('withdrawal_no').doNothing())
      .executeTakeFirst();
    const stored = await find(row.withdrawal_no);
    if (!stored) throw new Error(`sandbox payout ${row.withdrawal_no} was not recorded`);
    return { stored, inserted: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
  };

  return {
    name: 'sandbox',

    async payout(input) {
      if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0)
        throw new RangeError(
          `payout ${input.withdrawalNo}: not a positive amount in fen: ${input.amountFen}`,
        );
      const options = sandboxPayoutOptionsSchema.parse(input.options ?? {});
      const now = new Date();
      const late = options.outcome === 'late';
      const outcome = late ? options.late_outcome : options.outcome;
      const { stored, inserted } = await record({
        withdrawal_no: input.withdrawalNo,
        amount_fen: input.amountFen,
        request_hash: requestHash(input),
        outcome,
        failure_reason: outcome === 'failure' ? options.failure_reason : null,
        answer_at: new Date(now.getTime() + (late ? options.answer_after_ms : 0)).toISOString(),
        provider_ref: providerRefOf(input.withdrawalNo),
        created_at: now.toISOString(),
      });
      // A repeat answers the first request's record; the options of the repeat change nothing.
      if (stored.request_hash !== requestHash(input)) {
        if (stored.failure_reason === SANDBOX_UNKNOWN_PAYOUT) return answerOf(stored);
        throw new PayoutRequestConflict(input.withdrawalNo);
      }
      // A late payout answers 'pending' to its first call even when answer_after_ms is 0.
      if (inserted && late) return { status: 'pending', providerRef: stored.provider_ref };
      return answerOf(stored);
    },

    async query(withdrawalNo) {
      const existing = await find(withdrawalNo);
      if (existing) return answerOf(existing);
      const now = new Date().toISOString();
      const { stored } = await record({
        withdrawal_no: withdrawalNo,
        amount_fen: 0,
        request_hash: '',
        outcome: 'failure',
        failure_reason: SANDBOX_UNKNOWN_PAYOUT,
        answer_at: now,
        provider_ref: providerRefOf(withdrawalNo),
        created_at: now,
      });
      return answerOf(stored);
    },
  };
};
