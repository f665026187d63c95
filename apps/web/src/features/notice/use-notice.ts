/**
 * TanStack Query hooks of the announcement screens. Keys start with 'notice'; they never carry
 * the store id, because switching store resets every query (docs/web-architecture.md).
 */
import type { ListQueryInput } from '@merchant/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { todayString } from '../../components/date-time';
import { markReadInCache } from '../../lib/mark-read';
import { fetchNotice, fetchNotices } from './notice.api';
import { buildCurrentNoticeQuery } from './notice-query';

export const noticeKeys = {
  all: ['notice'] as const,
  lists: ['notice', 'list'] as const,
  list: (query: ListQueryInput) => ['notice', 'list', query] as const,
  current: (today: string) => ['notice', 'current', today] as const,
  detail: (id: number) => ['notice', 'detail', id] as const,
};

/** The shell's unread badge (top bar) polls this key. */
export const unreadNoticeKey = ['unread', 'notice'] as const;

/**
 * The current announcements, exactly the top bar's query of spec §7 (start_time <= today,
 * end_time >= today, created_time desc, page 1, size 10). Today is part of the key, so the
 * list moves on by itself after midnight.
 */
export const currentAnnouncementsQuery = (today: string) =>
  queryOptions({
    queryKey: noticeKeys.current(today),
    queryFn: ({ signal }) => fetchNotices(buildCurrentNoticeQuery(today), signal),
  });

export const useCurrentAnnouncements = () => useQuery(currentAnnouncementsQuery(todayString()));

/**
 * One announcement. The server marks it read when it is fetched: the cached lists and the
 * badge show it read at once (lib/mark-read), and after the fetch, whatever its outcome, they
 * are refreshed from the server, which confirms or corrects them.
 */
export const useNotice = (id: number | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.detail(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      markReadInCache(queryClient, {
        id: id!,
        listKeys: [noticeKeys.lists, ['notice', 'current']],
        unreadKey: unreadNoticeKey,
      });
      try {
        return await fetchNotice(id!, signal);
      } finally {
        void queryClient.invalidateQueries({ queryKey: unreadNoticeKey });
        void queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
        void queryClient.invalidateQueries({ queryKey: ['notice', 'current'] });
      }
    },
  });
};
