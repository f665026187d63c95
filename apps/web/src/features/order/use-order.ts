/** TanStack Query hooks of the order screens. Keys start with 'order'. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveRefund, fetchOrder, rejectRefund } from './order.api';

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

/** Approves or rejects an order's waiting refund; the order's detail and lists are read again. */
export const useDecideRefund = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; requestNo: string; reject?: { reason: string } }) =>
      input.reject
        ? rejectRefund(input.id, input.reject.reason, input.requestNo)
        : approveRefund(input.id, input.requestNo),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
