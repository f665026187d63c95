import { randomBytes } from 'node:crypto';
import {
  Code,
  type CursorPage,
  DEFAULT_WITHDRAWAL_MIN_FEN,
  type ListQuery,
  type PlatformWithdrawal,
  type Withdrawal,
  type WithdrawalApproveBody,
  type WithdrawalBody,
  type WithdrawalDetail,
  type WithdrawalLimits,
  withdrawalApproveBody,
  withdrawalBody,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { postJournal, storeAccount } from '../../lib/ledger';
import { fetchCursorPage, mapPage, planListQuery } from '../../lib/list-query';
import { enqueueOutbox } from '../../lib/outbox';
import type { PayoutProviderName } from '../../lib/payouts';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { type Actor, recordAudit } from '../../lib/transitions';
import {
  createWithdrawalRepository,
  toWithdrawal,
  type WithdrawalRow,
  withdrawalList,
} from './withdrawal.repository';
import { failWithdrawal, WITHDRAWAL_ENTITY, WITHDRAWAL_PAYOUT_TOPIC } from './withdrawal-payout';

/** The platform setting of the minimum withdrawal, in fen (platform_settings; default 100 yuan). */
export const WITHDRAWAL_MIN_SETTING = 'withdrawal_min_fen';

export interface WithdrawalActor {
  accountId: number;
  storeId: number;
  requestId: string;
}

/** The platform's caller: an account of the platform's, or the command-line tool (null). */
export interface PlatformActor {
  accountId: number | null;
  requestId?: string;
}

const notFound = () => new AppError(Code.NOT_FOUND, 'withdrawalNotFound');
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A number that sorts by time and is unique: W + UTC yyyymmddhhmmss + 8 random hex digits. */
const newWithdrawalNo = () =>
  `W${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Withdrawals (docs/finance.md "Withdrawals"): the store asks (the amount leaves available in the
 * same transaction), the platform approves (the payout goes through the outbox) or rejects (the
 * amount comes back at once).
 */
export const createWithdrawalService = (db: Database, payoutProvider: () => PayoutProviderName) => {
  const repository = createWithdrawalRepository(db);

  const minimum = async (trx: Database = db) => {
    const value = await createWithdrawalRepository(trx).setting(WITHDRAWAL_MIN_SETTING);
    const n = Number(value);
    return value !== null && Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_WITHDRAWAL_MIN_FEN;
  };

  const detail = async (row: WithdrawalRow): Promise<WithdrawalDetail> => {
    const entries = await repository.entriesOf(Number(row.id));
    return {
      ...toWithdrawal(row),
      reconciliation: {
        entries: entries.map((e) => ({
          ...e,
          id: Number(e.id),
          amount_fen: Number(e.amount_fen),
          object_id: Number(e.object_id),
          reverses_entry_id: e.reverses_entry_id === null ? null : Number(e.reverses_entry_id),
        })),
        provider_ref: row.status === 'succeeded' ? row.provider_ref : null,
      },
    };
  };

  const page = async (query: ListQuery, storeId?: number) => {
    let base = db.selectFrom('withdrawals as w').innerJoin('stores as s', 's.id', 'w.store_id');
    if (storeId !== undefined) base = base.where('w.store_id', '=', storeId);
    return mapPage(
      await fetchCursorPage(db, base, planListQuery(query, withdrawalList), (q) =>
        q.selectAll('w').select('s.name as store_name'),
      ),
      (row) => ({ ...toWithdrawal(row as WithdrawalRow), store_name: String(row.store_name) }),
    );
  };

  /** The approved or rejected withdrawal, held for the transaction; -409 unless it waits for review. */
  const pendingReview = async (trx: Database, id: number) => {
    const rows = createWithdrawalRepository(trx);
    await rows.lock(id);
    const row = await rows.find(id);
    if (!row) throw notFound();
    if (row.status !== 'withdrawing' || row.approved_at !== null)
      throw new AppError(Code.CONFLICT, 'withdrawalNotPending');
    return row;
  };

  return {
    minimum,

    limits: async (storeId: number): Promise<WithdrawalLimits> => ({
      min: await minimum(),
      available: await repository.balance(storeId, 'store_available'),
    }),

    /**
     * Asks for a withdrawal, once per request number. The store's balance is held (lockStore)
     * and read from the ledger inside the lock, so concurrent requests never take more than is
     * available; the request row and its journal (available −A, withdrawing +A) commit together.
     */
    apply: (actor: WithdrawalActor, input: WithdrawalBody): Promise<Withdrawal> => {
      const body = withdrawalBody.parse(input);
      return withIdempotency(
        db,
        {
          scope: storeScope(actor.storeId),
          operation: 'withdrawal.apply',
          requestNo: body.request_no,
          request: body,
        },
        async (trx) => {
          const rows = createWithdrawalRepository(trx);
          const min = await minimum(trx);
          if (body.amount < min)
            throw new AppError(Code.VALIDATION, 'withdrawalBelowMinimum', { min: yuan(min) });
          const account = await trx
            .selectFrom('withdrawal_accounts')
            .selectAll()
            .where('id', '=', body.account_id)
            .where('store_id', '=', actor.storeId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!account) throw new AppError(Code.NOT_FOUND, 'withdrawalAccountNotFound');
          const at = isoNow();
          if (account.usable_from > at)
            throw new AppError(Code.CONFLICT, 'withdrawalAccountCooling', {
              usable_from: account.usable_from.slice(0, 16).replace('T', ' '),
            });
          await lockStore(trx, actor.storeId);
          const available = await rows.balance(actor.storeId, 'store_available');
          if (body.amount > available)
            throw new AppError(Code.CONFLICT, 'withdrawalAboveAvailable', { available: yuan(available) });
          const id = await rows.insert({
            store_id: actor.storeId,
            withdrawal_no: newWithdrawalNo(),
            account_id: Number(account.id),
            account_type: account.type,
            account_no_masked: account.account_no_masked,
            holder_name: account.holder_name,
            amount_fen: body.amount,
            status: 'withdrawing',
            failure_reason: null,
            provider: null,
            provider_ref: null,
            requested_by: actor.accountId,
            approved_at: null,
            approved_by: null,
            payout_called_at: null,
            succeeded_at: null,
            failed_at: null,
            created_at: at,
            updated_at: at,
          });
          await postJournal(trx, {
            movement: { kind: 'withdrawal', id, key: 'request' },
            actor: { kind: 'merchant', accountId: actor.accountId },
            requestId: actor.requestId,
            entries: [
              { account: storeAccount('store_available', actor.storeId), amount_fen: -body.amount },
              { account: storeAccount('store_withdrawing', actor.storeId), amount_fen: body.amount },
            ],
          });
          await recordAudit(trx, {
            actor: actor.accountId,
            storeId: actor.storeId,
            entity: WITHDRAWAL_ENTITY,
            entityId: id,
            from: null,
            to: 'withdrawing',
            reason: `asked ${body.amount} fen to account #${account.id}`,
            requestId: actor.requestId,
          });
          return toWithdrawal((await rows.find(id)) as WithdrawalRow);
        },
      );
    },

    list: async (storeId: number, query: ListQuery): Promise<CursorPage<Withdrawal>> =>
      mapPage(await page(query, storeId), ({ store_name: _, ...w }) => w),

    show: async (storeId: number, id: number): Promise<WithdrawalDetail> => {
      const row = await repository.find(id, storeId);
      if (!row) throw notFound();
      return detail(row);
    },

    platformList: (query: ListQuery): Promise<CursorPage<PlatformWithdrawal>> => page(query),

    platformShow: async (id: number): Promise<WithdrawalDetail> => {
      const row = await repository.find(id);
      if (!row) throw notFound();
      return detail(row);
    },

    /**
     * Approves: sets approved_at once (audited) and enqueues the payout in the same transaction;
     * the outbox calls the provider after the commit and retries. A sandbox outcome may be asked
     * for only while the sandbox pays out.
     */
    approve: async (actor: PlatformActor, id: number, input: WithdrawalApproveBody = {}) => {
      const body = withdrawalApproveBody.parse(input);
      if (body.sandbox && payoutProvider() !== 'sandbox')
        throw new AppError(Code.VALIDATION, 'withdrawalSandboxOnly');
      await db.transaction().execute(async (trx) => {
        const row = await pendingReview(trx, id);
        const at = isoNow();
        await trx
          .updateTable('withdrawals')
          .set({ approved_at: at, approved_by: actor.accountId, updated_at: at })
          .where('id', '=', id)
          .where('approved_at', 'is', null)
          .execute();
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: row.store_id,
          entity: WITHDRAWAL_ENTITY,
          entityId: id,
          from: 'withdrawing',
          to: 'withdrawing',
          reason: 'approved: payout started',
          requestId: actor.requestId ?? null,
        });
        await enqueueOutbox(trx, {
          topic: WITHDRAWAL_PAYOUT_TOPIC,
          key: `withdrawal:${id}:payout`,
          payload: { withdrawal_id: id, ...(body.sandbox ? { options: body.sandbox } : {}) },
        });
      });
      return (await repository.find(id).then((r) => r && toWithdrawal(r))) as Withdrawal;
    },

    /** Rejects: failed with the reason, and the amount back in available at once (reversal). */
    reject: async (actor: PlatformActor, id: number, reason: string) => {
      await db.transaction().execute(async (trx) => {
        const row = await pendingReview(trx, id);
        const platform: Actor = {
          kind: 'platform',
          accountId: actor.accountId,
          requestId: actor.requestId ?? null,
        };
        await failWithdrawal(trx, row, reason, platform);
      });
      return (await repository.find(id).then((r) => r && toWithdrawal(r))) as Withdrawal;
    },
  };
};

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
