/**
 * TanStack Query hooks of the cover screen. Keys start with 'cover' (never the store id: a
 * store switch resets every query). The list carries signed image URLs valid 900 s, so it is
 * refreshed well before they expire.
 */
import type { CoverListResult, CoverUpdateBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http';
import {
  addCovers,
  fetchCoachOptions,
  fetchCovers,
  removeCover,
  reorderCovers,
  updateCover,
} from './cover.api';
import { applyOrder } from './cover-order';

export const coverKeys = {
  list: ['cover', 'list'] as const,
  coaches: ['cover', 'coach-options'] as const,
};

export const useCovers = () =>
  useQuery({
    queryKey: coverKeys.list,
    queryFn: ({ signal }) => fetchCovers(signal),
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });

/** Active coaches for the picker, loaded only when the edit form opens. */
export const useCoachOptions = (enabled: boolean) =>
  useQuery({
    queryKey: coverKeys.coaches,
    queryFn: ({ signal }) => fetchCoachOptions(signal),
    enabled,
    staleTime: 60_000,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coverKeys.list });
};

export const useAddCovers = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: addCovers, onSettled: refresh });
};

export const useUpdateCover = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CoverUpdateBody }) => updateCover(id, body),
    onSuccess: refresh,
  });
};

export const useRemoveCover = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: removeCover, onSettled: refresh });
};

/**
 * Reordering shows the new order at once; the server's answer replaces it. A refusal (-409:
 * someone else changed the pictures) puts back what the server holds.
 */
export const useReorderCovers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCovers,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: coverKeys.list });
      const before = queryClient.getQueryData<CoverListResult>(coverKeys.list);
      if (before)
        queryClient.setQueryData(coverKeys.list, { ...before, content: applyOrder(before.content, ids) });
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData(coverKeys.list, answer),
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(coverKeys.list, context.before);
      if (error instanceof ApiError) void queryClient.invalidateQueries({ queryKey: coverKeys.list });
    },
  });
};
