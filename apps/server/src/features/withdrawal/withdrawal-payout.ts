import { formatMessage, type Language } from '@merchant/shared';
import type { Database } from '../../db/database';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import { postJournal, reverseJournal, storeAccount } from '../../lib/ledger';
import type { PayoutAccountType, PayoutProvider, PayoutResult } from '../../lib/payouts';
import { isoNow } from '../../lib/time';
import { type Actor, defineTransitions, transition } from '../../lib/transitions';
import { queueSystemMessage } from '../message';
import { createWithdrawalRepository, type WithdrawalRow } from './withdrawal.repository';
import { createWithdrawalAccountRepository } from './withdrawal-account.repository';

export const WITHDRAWAL_ENTITY = 'withdrawal';
export const WITHDRAWAL_PAYOUT_TOPIC = 'withdrawal-payout';
const MESSAGE_CATEGORY = 'finance';

/** Spec §4 statuses; who may move a withdrawal (approval keeps it withdrawing and sets approved_at). */
export const withdrawalTransitions = defineTransitions<'withdrawing' | 'succeeded' | 'failed'>([
  { from: 'withdrawing', to: 'succeeded', by: ['system'] },
  { from: 'withdrawing', to: 'failed', by: ['platform', 'system'] },
]);

/** The journal of the request: the amount leaves available for withdrawing. */
export const requestJournal = (id: number) => `withdrawal:${id}:request`;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Tells the store's owners how the withdrawal ended (zh, en and es in one stored message). */
const announce = async (
  trx: Database,
  row: WithdrawalRow,
  outcome: 'succeeded' | 'failed',
  reason: string,
) => {
  const accounts = createWithdrawalAccountRepository(trx);
  const store = await accounts.storeName(row.store_id);
  const langs: Language[] = ['zh', 'en', 'es'];
  const params = {
    store,
    no: row.withdrawal_no,
    amount: yuan(Number(row.amount_fen)),
    account: row.account_no_masked,
    ref: row.provider_ref ?? '',
    reason,
  };
  const titleKey = outcome === 'succeeded' ? 'withdrawalSucceededTitle' : 'withdrawalFailedTitle';
  const textKey = outcome === 'succeeded' ? 'withdrawalSucceededMessage' : 'withdrawalFailedMessage';
  for (const owner of await accounts.ownerIds(row.store_id))
    await queueSystemMessage(
      trx,
      owner,
      {
        title: langs.map((l) => formatMessage(titleKey, l)).join(' / '),
        content: langs.map((l) => formatMessage(textKey, l, params)).join('\n'),
        category: MESSAGE_CATEGORY,
      },
      `withdrawal:${row.id}:${outcome}`,
    );
};

/**
 * Ends a withdrawal as failed, exactly once: withdrawing → failed (guarded, audited) and the
 * request's journal reversed (the amount, and any fee, back to available). Inside `trx`, with the
 * row held. Answers false when it had ended already (a repeated answer changes nothing).
 */
export const failWithdrawal = async (
  trx: Database,
  row: WithdrawalRow,
  reason: string,
  actor: Actor,
): Promise<boolean> => {
  if (row.status !== 'withdrawing') return false;
  const at = isoNow();
  await transition(trx, {
    table: 'withdrawals',
    entity: WITHDRAWAL_ENTITY,
    transitions: withdrawalTransitions,
    id: Number(row.id),
    storeId: row.store_id,
    from: 'withdrawing',
    to: 'failed',
    actor,
    reason,
    extra: { failure_reason: reason, failed_at: at, updated_at: at },
  });
  await reverseJournal(trx, {
    journal: requestJournal(Number(row.id)),
    actor: { kind: actor.kind, accountId: actor.accountId },
    requestId: actor.requestId ?? null,
  });
  await announce(trx, row, 'failed', reason);
  return true;
};

/**
 * Applies one answer of the provider (a payout's or a query's) to the withdrawal, exactly once:
 * the row is held, and only a withdrawing one changes. succeeded → store_withdrawing −A to
 * store_payouts +A and the reference recorded; failed → the amount returned; pending → nothing
 * (the query job asks again).
 */
export const applyPayoutResult = async (
  db: Database,
  provider: string,
  withdrawalNo: string,
  result: PayoutResult,
): Promise<'succeeded' | 'failed' | 'pending' | 'unchanged'> =>
  db.transaction().execute(async (trx) => {
    const repository = createWithdrawalRepository(trx);
    const found = await repository.byNo(withdrawalNo);
    if (!found) throw new Error(`withdrawal ${withdrawalNo} does not exist`);
    await repository.lock(Number(found.id));
    const row = (await repository.byNo(withdrawalNo)) as WithdrawalRow;
    const at = isoNow();
    if (row.status !== 'withdrawing') return 'unchanged';
    const system: Actor = { kind: 'system', accountId: null };
    if (result.status === 'pending') {
      if (row.payout_called_at === null)
        await trx
          .updateTable('withdrawals')
          .set({ payout_called_at: at, provider, updated_at: at })
          .where('id', '=', row.id)
          .execute();
      return 'pending';
    }
    if (result.status === 'failed') {
      await trx
        .updateTable('withdrawals')
        .set({ provider, payout_called_at: row.payout_called_at ?? at })
        .where('id', '=', row.id)
        .execute();
      await failWithdrawal(trx, row, result.failureReason ?? 'payout failed', system);
      return 'failed';
    }
    const id = Number(row.id);
    const ref = result.providerRef ?? '';
    await transition(trx, {
      table: 'withdrawals',
      entity: WITHDRAWAL_ENTITY,
      transitions: withdrawalTransitions,
      id,
      storeId: row.store_id,
      from: 'withdrawing',
      to: 'succeeded',
      actor: system,
      reason: `paid out by ${provider}, reference ${ref}`,
      extra: {
        provider,
        provider_ref: ref,
        payout_called_at: row.payout_called_at ?? at,
        succeeded_at: at,
        updated_at: at,
      },
    });
    const amount = Number(row.amount_fen);
    await postJournal(trx, {
      movement: { kind: 'withdrawal', id, key: 'paid' },
      actor: { kind: 'system', accountId: null },
      entries: [
        { account: storeAccount('store_withdrawing', row.store_id), amount_fen: -amount },
        { account: storeAccount('store_payouts', row.store_id), amount_fen: amount },
      ],
    });
    await announce(trx, { ...row, provider_ref: ref }, 'succeeded', '');
    return 'succeeded';
  });

/** The outbox handler: pays the approved withdrawal out (its number is the provider's key). */
export const payoutHandler =
  (provider: () => PayoutProvider) =>
  async ({ db, payload }: { db: Database; payload: unknown }) => {
    const p = payload as { withdrawal_id: number; options?: unknown };
    const row = await createWithdrawalRepository(db).find(p.withdrawal_id);
    if (row?.status !== 'withdrawing') return;
    const account = await db
      .selectFrom('withdrawal_accounts')
      .selectAll()
      .where('id', '=', row.account_id)
      .executeTakeFirstOrThrow();
    const payout = provider();
    const result = await payout.payout({
      withdrawalNo: row.withdrawal_no,
      amountFen: Number(row.amount_fen),
      account: {
        type: account.type as PayoutAccountType,
        number: account.account_no,
        holderName: account.holder_name,
        ...(account.bank_name ? { bankName: account.bank_name } : {}),
        ...(account.bank_branch ? { branch: account.bank_branch } : {}),
      },
      remark: `withdrawal ${row.withdrawal_no}`,
      ...(p.options === undefined ? {} : { options: p.options }),
    });
    await applyPayoutResult(db, payout.name, row.withdrawal_no, result);
  };

/** Payouts that answered pending: the provider is asked until it answers (every 30 s). */
export const withdrawalPayoutQueryJob = (provider: () => PayoutProvider): JobDefinition => ({
  name: 'withdrawal-payout-query',
  everyMs: 30_000,
  run: ({ db, log }) =>
    takeInBatches(
      { size: 100, start: 0, cursorOf: (w: { id: number }) => Number(w.id) },
      (after, size) => createWithdrawalRepository(db).awaitingAnswer(after, size),
      async (w) => {
        try {
          const payout = provider();
          const answer = await payout.query(w.withdrawal_no);
          return (await applyPayoutResult(db, payout.name, w.withdrawal_no, answer)) !== 'pending';
        } catch (error) {
          log.warn({ err: error, withdrawal_no: w.withdrawal_no }, 'payout query failed');
          return false;
        }
      },
    ),
});
