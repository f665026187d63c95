/** TanStack Query hooks of the card list. Keys start with 'member-card' (never the store id). */
import type {
  CardFreezeBody,
  CardIssueBody,
  CardRefundBody,
  CardTransferBody,
  CardUseBody,
} from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchCard,
  fetchCardStatusCount,
  fetchIssueOptions,
  fetchRefundQuote,
  fetchSoldCardTypes,
  freezeCard,
  issueCard,
  postCardUse,
  refundCard,
  transferCard,
  unfreezeCard,
} from './member-card.api';

export const memberCardKeys = {
  all: ['member-card'] as const,
  lists: ['member-card', 'list'] as const,
  counts: ['member-card', 'counts'] as const,
  detail: (id: number) => ['member-card', 'detail', id] as const,
  ledger: (id: number) => ['member-card', 'ledger', id] as const,
  quote: (id: number) => ['member-card', 'quote', id] as const,
  options: ['member-card', 'issue-options'] as const,
  soldTypes: ['member-card', 'sold-types'] as const,
};

export const useCardDetail = (id: number | null) =>
  useQuery({
    queryKey: memberCardKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchCard(id as number, signal),
  });

export const useCardStatusCount = () =>
  useQuery({ queryKey: memberCardKeys.counts, queryFn: ({ signal }) => fetchCardStatusCount(signal) });

/** The card-type filter's choices: the types the store's cards were sold under. */
export const useSoldCardTypes = () =>
  useQuery({ queryKey: memberCardKeys.soldTypes, queryFn: ({ signal }) => fetchSoldCardTypes(signal) });

export const useIssueOptions = (enabled: boolean) =>
  useQuery({ queryKey: memberCardKeys.options, enabled, queryFn: ({ signal }) => fetchIssueOptions(signal) });

/** The quote is always fresh: it changes with every use and every day. */
export const useRefundQuote = (id: number | null) =>
  useQuery({
    queryKey: memberCardKeys.quote(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    queryFn: ({ signal }) => fetchRefundQuote(id as number, signal),
  });

/** Every change refreshes the cards, their counts, the members' cards and the operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberCardKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'member_card'] });
  };
};

const useCardMutation = <A, R>(run: (args: A) => Promise<R>) => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: run, onSuccess: refresh });
};

export const useIssueCard = () => useCardMutation((body: CardIssueBody) => issueCard(body));
export const useCheckIn = () =>
  useCardMutation(({ id, body }: { id: number; body: CardUseBody }) => postCardUse(id, body));
export const useFreezeCard = () =>
  useCardMutation(({ id, body }: { id: number; body: CardFreezeBody }) => freezeCard(id, body));
export const useUnfreezeCard = () => useCardMutation((id: number) => unfreezeCard(id));
export const useTransferCard = () =>
  useCardMutation(({ id, body }: { id: number; body: CardTransferBody }) => transferCard(id, body));
export const useRefundCard = () =>
  useCardMutation(({ id, body }: { id: number; body: CardRefundBody }) => refundCard(id, body));
