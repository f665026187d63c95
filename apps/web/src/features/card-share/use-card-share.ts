/** TanStack Query hooks of card sharing. Keys start with 'card-share' (never the store id). */
import type { ShareRequestBody } from '@merchant/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequestNumbers } from '../../lib/request-no';
import { approveShareRequest, createShareRequest, fetchShareNum, rejectShareRequest } from './card-share.api';

export const cardShareKeys = {
  all: ['card-share'] as const,
  lists: ['card-share', 'list'] as const,
  holders: ['card-share', 'holders'] as const,
  shareNum: ['card-share', 'share-num'] as const,
};

/** The badge polls every 30 seconds, as the announcement and message badges do. */
export const SHARE_NUM_POLL_MS = 30_000;

export const shareNumQuery = queryOptions({
  queryKey: cardShareKeys.shareNum,
  queryFn: ({ signal }) => fetchShareNum(signal),
  select: (value) => value.share_num,
  refetchInterval: SHARE_NUM_POLL_MS,
  staleTime: 0,
});

/** Every decision refreshes the lists, the holders, the badge and the operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cardShareKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
};

/** Approving a request is one action per request row: a double click or a retry approves once. */
export const useApproveShare = () => {
  const refresh = useRefresh();
  const withRequestNo = useRequestNumbers();
  return useMutation({
    mutationFn: (id: number) =>
      withRequestNo(id, (requestNo) => approveShareRequest(id, { request_no: requestNo })),
    onSuccess: refresh,
  });
};

export const useRejectShare = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectShareRequest(id, reason),
    onSuccess: refresh,
  });
};

export const useCreateShare = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ShareRequestBody) => createShareRequest(body),
    onSuccess: refresh,
  });
};
