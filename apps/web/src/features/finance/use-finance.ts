/** TanStack Query hooks of the finance screens. Keys start with 'finance'. */
import { useQuery } from '@tanstack/react-query';
import { fetchBalance } from './finance.api';

export const financeKeys = {
  all: ['finance'] as const,
  balance: ['finance', 'balance'] as const,
  statement: ['finance', 'statement'] as const,
};

export const useBalance = () =>
  useQuery({ queryKey: financeKeys.balance, queryFn: ({ signal }) => fetchBalance(signal) });
