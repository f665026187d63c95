/** TanStack Query hooks of the withdrawal accounts. Keys start with 'withdrawal'. */
import type { WithdrawalAccountBody } from '@merchant/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAccount, deleteAccount, updateAccount } from './withdrawal.api';

export const withdrawalKeys = {
  all: ['withdrawal'] as const,
  accounts: ['withdrawal', 'accounts'] as const,
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
