/** TanStack Query hooks of the order screens. Keys start with 'order'. */
import { useQuery } from '@tanstack/react-query';
import { fetchOrder } from './order.api';

export const orderKeys = {
  all: ['order'] as const,
  lists: (kind: string) => ['order', 'list', kind] as const,
  detail: (id: number) => ['order', 'detail', id] as const,
};

export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchOrder(id as number, signal),
    enabled: id !== null,
  });
