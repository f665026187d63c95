/**
 * TanStack Query hooks of the system messages. Keys start with 'message' (never the store id:
 * a store switch resets every query). The shell's unread badge polls ['unread', 'message'].
 */
import type { ListQueryInput } from '@merchant/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markReadInCache } from '../../lib/mark-read';
import { deleteMessages, fetchMessages, readMessage } from './message.api';
import { latestUnreadQuery } from './message-query';

export const messageKeys = {
  all: ['message'] as const,
  lists: ['message', 'list'] as const,
  list: (query: ListQueryInput) => ['message', 'list', query] as const,
  detail: (id: number) => ['message', 'detail', id] as const,
};

export const unreadMessageKey = ['unread', 'message'] as const;

export const messageListQuery = (query: ListQueryInput) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => fetchMessages(query, signal),
    placeholderData: keepPreviousData,
  });

/** The dashboard's latest unread messages; same key family, so reads and deletes refresh it. */
export const latestUnreadMessagesQuery = () => messageListQuery(latestUnreadQuery());

export const useLatestUnreadMessages = () => useQuery(latestUnreadMessagesQuery());

/**
 * One message, opened. Fetching marks it read on the server: the cached lists (bold rows, the
 * dashboard's unread list) and the badge show it read at once (lib/mark-read), then are
 * refreshed from the server after the read, whatever its outcome.
 */
export const useMessage = (id: number | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      markReadInCache(queryClient, { id: id!, listKeys: [messageKeys.lists], unreadKey: unreadMessageKey });
      try {
        return await readMessage(id!, signal);
      } finally {
        void queryClient.invalidateQueries({ queryKey: unreadMessageKey });
        void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      }
    },
  });
};

export const useDeleteMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteMessages(ids),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      // A deleted unread message no longer counts.
      void queryClient.invalidateQueries({ queryKey: unreadMessageKey });
    },
  });
};
