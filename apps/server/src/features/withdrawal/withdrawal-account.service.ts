import {
  BANK_CARD,
  Code,
  formatMessage,
  type Language,
  type ListQuery,
  type MessageKey,
  maskAccountNo,
  normaliseAccountNo,
  type Page,
  WITHDRAWAL_ACCOUNT_COOLING_MS,
  type WithdrawalAccount,
  type WithdrawalAccountBody,
  type WithdrawalCodeSent,
  withdrawalAccountBody,
} from '@merchant/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { planListQuery } from '../../lib/list-query';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import { queueSystemMessage } from '../message';
import { createSmsCodeRepository } from '../user/sms-code.repository';
import { badSmsCode, createSmsCodeService } from '../user/sms-code.service';
import type { AccountNumberHasher } from './account-number-key';
import {
  createWithdrawalAccountRepository,
  toWithdrawalAccount,
  type WithdrawalAccountRow,
  withdrawalAccountList,
} from './withdrawal-account.repository';

/** The most live accounts a store may bind. */
export const MAX_WITHDRAWAL_ACCOUNTS = 10;
export const WITHDRAWAL_ACCOUNT_ENTITY = 'withdrawal_account';
const MESSAGE_CATEGORY = 'finance';

export interface AccountActor {
  accountId: number;
  storeId: number;
  requestId: string;
  ip: string;
  lang: Language;
}

const typeKey: Record<number, MessageKey> = {
  1: 'withdrawalTypeAlipay',
  2: 'withdrawalTypeWechat',
  3: 'withdrawalTypeCard',
};

const ownerOnly = () => new AppError(Code.FORBIDDEN, 'withdrawalAccountOwnerOnly');
const notFound = () => new AppError(Code.NOT_FOUND, 'withdrawalAccountNotFound');
const duplicate = () => new AppError(Code.CONFLICT, 'withdrawalAccountDuplicate');

/** Names compare without surrounding or inner white space ("张 三" is "张三"), case-blind. */
const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/**
 * Withdrawal accounts (/account; docs/finance.md "Accounts"). Reading needs account:view;
 * adding, changing and removing need account:edit and the store's owner (an employee with the
 * grant is refused: money's destination is the owner's decision), and adding or changing is
 * confirmed by a code sent to the owner's phone. Every change is audited and announced to the
 * owners, and an added or redirected account waits 24 h before a withdrawal may use it.
 */
export const createWithdrawalAccountService = (deps: Pick<Deps, 'db' | 'sms'>, hash: AccountNumberHasher) => {
  const { db } = deps;
  const repository = createWithdrawalAccountRepository(db);
  const smsCodes = createSmsCodeService(deps);

  /** The owner's phone, or -403 for anyone but the owner. */
  const ownerPhone = async (actor: AccountActor): Promise<string> => {
    if (!(await repository.isOwner(actor.accountId, actor.storeId))) throw ownerOnly();
    const phone = await repository.phoneOf(actor.accountId);
    if (!phone) throw new AppError(Code.FORBIDDEN, 'withdrawalOwnerNoPhone');
    return phone;
  };

  const checkHolder = async (storeId: number, holder: string) => {
    const names = await repository.approvedHolderNames(storeId);
    if (names.length === 0) throw new AppError(Code.FORBIDDEN, 'withdrawalNoQualification');
    if (!names.some((name) => sameName(name, holder)))
      throw new AppError(Code.VALIDATION, 'withdrawalHolderMismatch');
  };

  const describe = (
    row: Pick<WithdrawalAccountRow, 'type' | 'account_no_masked' | 'holder_name' | 'is_default'>,
  ) =>
    `type ${row.type} ${row.account_no_masked} holder ${row.holder_name}${Number(row.is_default) ? ' default' : ''}`;

  /** The message to the owners, in Chinese and English (system messages are stored once). */
  const announce = async (
    trx: typeof db,
    actor: AccountActor,
    row: Pick<WithdrawalAccountRow, 'id' | 'type' | 'account_no_masked' | 'holder_name' | 'usable_from'>,
    event: 'added' | 'changed' | 'removed',
    at: string,
  ) => {
    const store = await createWithdrawalAccountRepository(trx).storeName(actor.storeId);
    const text = (lang: Language) => {
      const params = {
        store,
        type: formatMessage(typeKey[row.type] ?? 'withdrawalTypeCard', lang),
        account: row.account_no_masked,
        holder: row.holder_name,
        usable_from: row.usable_from.slice(0, 16).replace('T', ' '),
      };
      return formatMessage(
        event === 'removed' ? 'withdrawalAccountRemovedMessage' : 'withdrawalAccountMessage',
        lang,
        params,
      );
    };
    const titleKey: MessageKey =
      event === 'added'
        ? 'withdrawalAccountAddedTitle'
        : event === 'changed'
          ? 'withdrawalAccountChangedTitle'
          : 'withdrawalAccountRemovedTitle';
    for (const owner of await createWithdrawalAccountRepository(trx).ownerIds(actor.storeId))
      await queueSystemMessage(
        trx,
        owner,
        {
          title: `${formatMessage(titleKey, 'zh')} / ${formatMessage(titleKey, 'en')}`,
          content: `${text('zh')}\n${text('en')}`,
          category: MESSAGE_CATEGORY,
        },
        `withdrawal-account:${row.id}:${event}:${at}`,
      );
  };

  /** Checks the code sent to the owner's phone and spends it inside `trx`. */
  const spendCode = async (phone: string, code: string) => {
    const codeId = await smsCodes.check(phone, code);
    return async (trx: typeof db) => {
      if (!(await createSmsCodeRepository(trx).markUsed(codeId))) throw badSmsCode();
    };
  };

  const fieldsOf = (body: ReturnType<typeof withdrawalAccountBody.parse>) => {
    const number = normaliseAccountNo(body.type, body.account_no);
    const card = body.type === BANK_CARD;
    return {
      type: body.type,
      holder_name: body.holder_name,
      account_no: number,
      account_no_masked: maskAccountNo(body.type, number),
      account_no_hash: hash(body.type, number),
      bank_name: card ? (body.bank_name ?? null) : null,
      bank_branch: card ? (body.bank_branch ?? null) : null,
    };
  };

  const show = async (storeId: number, id: number) => {
    const row = await repository.find(storeId, id);
    if (!row) throw notFound();
    return toWithdrawalAccount(row);
  };

  return {
    list: (storeId: number, query: ListQuery): Promise<Page<WithdrawalAccount>> =>
      repository.list(storeId, planListQuery(query, withdrawalAccountList)),

    /** Sends a code to the owner's own phone (never to a number the caller gives). */
    sendCode: async (actor: AccountActor): Promise<WithdrawalCodeSent> => {
      const phone = await ownerPhone(actor);
      const sent = await smsCodes.send(phone, actor.ip, actor.lang);
      return { ...sent, phone_masked: `${phone.slice(0, 3)}****${phone.slice(-4)}` };
    },

    create: async (actor: AccountActor, input: WithdrawalAccountBody): Promise<WithdrawalAccount> => {
      const body = withdrawalAccountBody.parse(input);
      const phone = await ownerPhone(actor);
      await checkHolder(actor.storeId, body.holder_name);
      const spend = await spendCode(phone, body.code);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          await spend(trx);
          await lockStore(trx, actor.storeId);
          const accounts = createWithdrawalAccountRepository(trx);
          const count = await accounts.countLive(actor.storeId);
          if (count >= MAX_WITHDRAWAL_ACCOUNTS)
            throw new AppError(Code.CONFLICT, 'withdrawalAccountLimit', { max: MAX_WITHDRAWAL_ACCOUNTS });
          const at = isoNow();
          // The first account is the default whatever was asked: a store always has one.
          const isDefault = body.is_default || count === 0;
          if (isDefault) await accounts.clearDefault(actor.storeId, at);
          const row = {
            store_id: actor.storeId,
            ...fieldsOf(body),
            is_default: isDefault ? 1 : 0,
            usable_from: new Date(Date.parse(at) + WITHDRAWAL_ACCOUNT_COOLING_MS).toISOString(),
            created_by: actor.accountId,
            created_at: at,
            updated_at: at,
            deleted_at: null,
          };
          const id = await accounts.insert(row);
          await recordAudit(trx, {
            actor: actor.accountId,
            storeId: actor.storeId,
            entity: WITHDRAWAL_ACCOUNT_ENTITY,
            entityId: id,
            from: null,
            to: 'active',
            reason: `added: ${describe(row)}`,
            requestId: actor.requestId,
          });
          await announce(trx, actor, { id, ...row }, 'added', at);
          return id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicate() : error;
        });
      return show(actor.storeId, id);
    },

    /**
     * Replaces the account. A change of where money goes (type, number, holder, bank or branch)
     * starts a new 24 h wait; making it the default alone does not.
     */
    update: async (
      actor: AccountActor,
      id: number,
      input: WithdrawalAccountBody,
    ): Promise<WithdrawalAccount> => {
      const body = withdrawalAccountBody.parse(input);
      const phone = await ownerPhone(actor);
      if (!(await repository.find(actor.storeId, id))) throw notFound();
      await checkHolder(actor.storeId, body.holder_name);
      const spend = await spendCode(phone, body.code);
      await db
        .transaction()
        .execute(async (trx) => {
          await spend(trx);
          await lockStore(trx, actor.storeId);
          const accounts = createWithdrawalAccountRepository(trx);
          const before = await accounts.find(actor.storeId, id);
          if (!before) throw notFound();
          const at = isoNow();
          const fields = fieldsOf(body);
          const redirected =
            fields.type !== before.type ||
            fields.account_no_hash !== before.account_no_hash ||
            fields.holder_name !== before.holder_name ||
            fields.bank_name !== before.bank_name ||
            fields.bank_branch !== before.bank_branch;
          // The default moves only to an account; unticking the default leaves it where it is.
          const isDefault = body.is_default || Number(before.is_default) === 1;
          if (isDefault && Number(before.is_default) !== 1) await accounts.clearDefault(actor.storeId, at);
          const usable_from = redirected
            ? new Date(Date.parse(at) + WITHDRAWAL_ACCOUNT_COOLING_MS).toISOString()
            : before.usable_from;
          const after = { ...fields, is_default: isDefault ? 1 : 0, usable_from, updated_at: at };
          await accounts.update(actor.storeId, id, after);
          await recordAudit(trx, {
            actor: actor.accountId,
            storeId: actor.storeId,
            entity: WITHDRAWAL_ACCOUNT_ENTITY,
            entityId: id,
            from: 'active',
            to: 'active',
            reason: `changed: ${describe(before)} → ${describe(after)}${redirected ? `; usable from ${usable_from}` : ''}`,
            requestId: actor.requestId,
          });
          await announce(trx, actor, { id, ...after }, 'changed', at);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicate() : error;
        });
      return show(actor.storeId, id);
    },

    /**
     * Removes the account (kept for the withdrawals that name it). Removing cannot send money
     * anywhere, so it needs the owner but no code; the default passes to the oldest other account.
     */
    remove: async (actor: AccountActor, id: number): Promise<null> => {
      if (!(await repository.isOwner(actor.accountId, actor.storeId))) throw ownerOnly();
      await db.transaction().execute(async (trx) => {
        await lockStore(trx, actor.storeId);
        const accounts = createWithdrawalAccountRepository(trx);
        const before = await accounts.find(actor.storeId, id);
        if (!before) throw notFound();
        const at = isoNow();
        await accounts.update(actor.storeId, id, { deleted_at: at, is_default: 0, updated_at: at });
        if (Number(before.is_default) === 1) {
          const next = await accounts.oldestOther(actor.storeId, id);
          if (next) await accounts.update(actor.storeId, next.id, { is_default: 1, updated_at: at });
        }
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: WITHDRAWAL_ACCOUNT_ENTITY,
          entityId: id,
          from: 'active',
          to: 'removed',
          reason: `removed: ${describe(before)}`,
          requestId: actor.requestId,
        });
        await announce(trx, actor, before, 'removed', at);
      });
      return null;
    },
  };
};
