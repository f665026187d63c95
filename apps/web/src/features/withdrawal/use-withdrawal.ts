/** TanStack Query hooks of the withdrawal accounts. Keys start with 'withdrawal'. */
import type { WithdrawalAccountBody, WithdrawalBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAccount,
  createWithdrawal,
  deleteAccount,
  fetchAccounts,
  fetchWithdrawal,
  fetchWithdrawalLimits,
  updateAccount,
} from './withdrawal.api';

export const withdrawalKeys = {
  all: ['withdrawal'] as const,
  accounts: ['withdrawal', 'accounts'] as const,
  limits: ['withdrawal', 'limits'] as const,
  list: ['withdrawal', 'list'] as const,
  detail: (id: number) => ['withdrawal', 'detail', id] as const,
};

export const useSaveAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: WithdrawalAccountBody }) =>
      id === null ? createAccount(body) : updateAccount(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.accounts }),
  });
};

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAccount(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.accounts }),
  });
};

/** The store's accounts for the withdrawal form (a store binds at most 10). */
export const useAccountChoices = () =>
  useQuery({
    queryKey: [...withdrawalKeys.accounts, 'choices'],
    queryFn: ({ signal }) => fetchAccounts({ pageable: { size: 20 } }, signal),
  });

export const useWithdrawalLimits = () =>
  useQuery({ queryKey: withdrawalKeys.limits, queryFn: ({ signal }) => fetchWithdrawalLimits(signal) });

export const useWithdrawal = (id: number | null) =>
  useQuery({
    queryKey: withdrawalKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchWithdrawal(id as number, signal),
    enabled: id !== null,
  });

/** Asks for a withdrawal; the balance, limits and list are read again. */
export const useCreateWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalBody) => createWithdrawal(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['finance'] });
    },
  });
};
