/** Server calls of the withdrawal account screen (docs/finance.md "Accounts", docs/api.md). */
import type {
  CursorPage,
  ListQueryInput,
  Page,
  Withdrawal,
  WithdrawalAccount,
  WithdrawalAccountBody,
  WithdrawalBody,
  WithdrawalCodeSent,
  WithdrawalDetail,
  WithdrawalLimits,
} from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchAccounts = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<WithdrawalAccount>> =>
  http.post<Page<WithdrawalAccount>>('/withdrawal/account/list', query, { signal });

/** Sends the confirmation code to the store owner's phone. */
export const sendAccountCode = (): Promise<WithdrawalCodeSent> =>
  http.post<WithdrawalCodeSent>('/withdrawal/account/sendcode');

export const createAccount = (body: WithdrawalAccountBody): Promise<WithdrawalAccount> =>
  http.post<WithdrawalAccount>('/withdrawal/account', body);

export const updateAccount = (id: number, body: WithdrawalAccountBody): Promise<WithdrawalAccount> =>
  http.put<WithdrawalAccount>(`/withdrawal/account/${id}`, body);

export const deleteAccount = (id: number): Promise<null> => http.del<null>(`/withdrawal/account/${id}`);

/** Withdrawals (docs/finance.md "Withdrawals"). */
export const fetchWithdrawalLimits = (signal?: AbortSignal): Promise<WithdrawalLimits> =>
  http.get<WithdrawalLimits>('/withdrawal/limits', undefined, { signal });

export const createWithdrawal = (body: WithdrawalBody): Promise<Withdrawal> =>
  http.post<Withdrawal>('/withdrawal', body);

/** One page of the store's withdrawals, by cursor. */
export const fetchWithdrawals = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<CursorPage<Withdrawal>> =>
  http.post<CursorPage<Withdrawal>>('/withdrawal/list', query, { signal });

export const fetchWithdrawal = (id: number, signal?: AbortSignal): Promise<WithdrawalDetail> =>
  http.get<WithdrawalDetail>(`/withdrawal/${id}`, undefined, { signal });
