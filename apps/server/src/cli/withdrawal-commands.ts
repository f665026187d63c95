import { type WithdrawalStatus, withdrawalStatuses } from '@merchant/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { handleSystemMessages } from '../features/message/system-message-outbox';
import { createWithdrawalService } from '../features/withdrawal/withdrawal.service';
import { payoutHandler, WITHDRAWAL_PAYOUT_TOPIC } from '../features/withdrawal/withdrawal-payout';
import { createOutbox } from '../lib/outbox';
import { createPayoutProvider } from '../lib/payouts';
import { formatTable } from './text-table';

/**
 * `withdrawal …` of the platform tool (docs/finance.md "Withdrawals"): the same service as
 * /api/platform/withdrawal/*. An approval's payout and the store's messages are delivered right
 * after the command (a running server's outbox job would deliver them anyway).
 */
export const withdrawalUsage = `  withdrawal list [--status withdrawing|succeeded|failed]
  withdrawal approve <id> [--outcome success|failure|late]   (--outcome: the sandbox only)
  withdrawal reject <id> --reason "…"   (the amount goes back to the store's available balance)`;

export type WithdrawalAction =
  | { kind: 'withdrawal-list'; status?: WithdrawalStatus }
  | { kind: 'withdrawal-approve'; id: number; outcome?: 'success' | 'failure' | 'late' }
  | { kind: 'withdrawal-reject'; id: number; reason: string };

export const isWithdrawalAction = (action: { kind: string }): action is WithdrawalAction =>
  action.kind.startsWith('withdrawal-');

export class WithdrawalUsageError extends Error {}

const idOf = (text: string | undefined) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new WithdrawalUsageError('the withdrawal id must be a positive integer');
  return n;
};

export const parseWithdrawalCommand = (
  command: string | undefined,
  idText: string | undefined,
  values: { reason?: string[]; status?: string; outcome?: string },
): WithdrawalAction => {
  switch (command) {
    case 'list':
      if (values.status !== undefined && !(withdrawalStatuses as readonly string[]).includes(values.status))
        throw new WithdrawalUsageError(`--status must be one of ${withdrawalStatuses.join(', ')}`);
      return {
        kind: 'withdrawal-list',
        ...(values.status ? { status: values.status as WithdrawalStatus } : {}),
      };
    case 'approve': {
      const outcome = values.outcome;
      if (outcome !== undefined && !['success', 'failure', 'late'].includes(outcome))
        throw new WithdrawalUsageError('--outcome must be success, failure or late');
      return {
        kind: 'withdrawal-approve',
        id: idOf(idText),
        ...(outcome ? { outcome: outcome as 'success' | 'failure' | 'late' } : {}),
      };
    }
    case 'reject': {
      const reason = values.reason?.[0]?.trim();
      if (!reason || (values.reason?.length ?? 0) > 1)
        throw new WithdrawalUsageError('withdrawal reject needs one --reason "…"');
      return { kind: 'withdrawal-reject', id: idOf(idText), reason };
    }
    default:
      throw new WithdrawalUsageError('withdrawal needs a command: list, approve or reject');
  }
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

export const executeWithdrawalAction = async (
  action: WithdrawalAction,
  db: Database,
  config: Pick<Config, 'payoutProvider' | 'alipay'>,
  log: Parameters<typeof createOutbox>[0],
): Promise<string> => {
  const service = createWithdrawalService(db, () => config.payoutProvider);
  const outbox = createOutbox(log);
  handleSystemMessages(outbox);
  outbox.handle(
    WITHDRAWAL_PAYOUT_TOPIC,
    payoutHandler(() => createPayoutProvider(db, config)),
  );
  const cli = { accountId: null };
  switch (action.kind) {
    case 'withdrawal-list': {
      const page = await service.platformList({
        pageable: { size: 100 },
        sorts: [{ name: 'created_at', sort: 'desc' }],
        restrictions: action.status
          ? [{ name: 'status', operator: '=', value: action.status, logic: 'and' }]
          : [],
      });
      if (page.content.length === 0) return 'No withdrawals.';
      return formatTable(
        [
          'ID',
          'NUMBER',
          'STATUS',
          'STORE',
          'YUAN',
          'ACCOUNT',
          'APPROVED',
          'CREATED (UTC)',
          'REASON / REFERENCE',
        ],
        page.content.map((w) => [
          String(w.id),
          w.withdrawal_no,
          w.status,
          `${w.store_name} (#${w.store_id})`,
          yuan(w.amount),
          `${w.account_no_masked} ${w.holder_name}`,
          w.approved_at ? 'yes' : 'no',
          w.created_at.slice(0, 16).replace('T', ' '),
          w.failure_reason ?? w.provider_ref ?? '',
        ]),
      );
    }
    case 'withdrawal-approve': {
      await outbox.deliverAfter(db, () =>
        service.approve(cli, action.id, action.outcome ? { sandbox: { outcome: action.outcome } } : {}),
      );
      const w = await service.platformShow(action.id);
      return `Withdrawal ${w.id} (${w.withdrawal_no}) approved: now ${w.status}${w.provider_ref ? `, reference ${w.provider_ref}` : ''}${w.failure_reason ? `: ${w.failure_reason}` : ''}.`;
    }
    case 'withdrawal-reject': {
      const w = await outbox.deliverAfter(db, () => service.reject(cli, action.id, action.reason));
      return `Withdrawal ${w.id} (${w.withdrawal_no}) rejected: ${yuan(w.amount)} yuan back in the available balance. Reason: ${w.failure_reason}`;
    }
  }
};
