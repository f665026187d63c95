/** TanStack Query hooks of the members. Keys start with 'member' (never the store id). */
import type { MemberBody } from '@merchant/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addMemberNote, createMember, fetchMember, fetchMemberLedger, updateMember } from './member.api';

export const memberKeys = {
  all: ['member'] as const,
  lists: ['member', 'list'] as const,
  detail: (id: number) => ['member', 'detail', id] as const,
  ledger: (id: number, page: number) => ['member', 'ledger', id, page] as const,
};

export const useMember = (id: number | null) =>
  useQuery({
    queryKey: memberKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchMember(id as number, signal),
  });

/** Pages of the usage ledger after the first (the detail brings page 1). */
export const useMemberLedger = (id: number, page: number, size: number) =>
  useQuery({
    queryKey: memberKeys.ledger(id, page),
    enabled: page > 1,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchMemberLedger(id, { number: page, size }, signal),
  });

/** Every change refreshes the lists, pickers, the member and its operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'member'] });
  };
};

export const useSaveMember = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MemberBody }) =>
      id === null ? createMember(body) : updateMember(id, body),
    onSuccess: refresh,
  });
};

export const useAddMemberNote = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => addMemberNote(id, body),
    onSuccess: refresh,
  });
};
