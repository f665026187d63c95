/**
 * What the merchant has just read shows read at once. Opening an announcement or a message
 * marks it read on the server; the lists and the top bar's badge used to wait for their refetch,
 * so going back showed it unread for a moment. The cached pages are changed in place first
 * (optimistic), then the caller invalidates them, and the server's answer confirms or corrects.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Readable {
  id: number;
  read: boolean;
}
interface PageOf<T> {
  content: T[];
}

const isPage = (data: unknown): data is PageOf<Readable> =>
  typeof data === 'object' && data !== null && Array.isArray((data as PageOf<unknown>).content);

/** The page with row `id` read (the same object when nothing changes). */
export const markReadInPage = <P>(page: P, id: number): P => {
  if (!isPage(page) || !page.content.some((row) => row.id === id && !row.read)) return page;
  return { ...page, content: page.content.map((row) => (row.id === id ? { ...row, read: true } : row)) };
};

/** The count one lower when the row was unread (never below 0). */
export const lowerUnread = (count: unknown): unknown => {
  const value = count as { unread_num?: unknown } | undefined;
  return typeof value?.unread_num === 'number'
    ? { ...value, unread_num: Math.max(0, value.unread_num - 1) }
    : count;
};

/**
 * Marks row `id` read in every cached page under `listKeys`, and lowers `unreadKey`'s count
 * when a cached page had it unread. Returns whether anything changed.
 */
export const markReadInCache = (
  queryClient: QueryClient,
  { id, listKeys, unreadKey }: { id: number; listKeys: readonly QueryKey[]; unreadKey: QueryKey },
): boolean => {
  let wasUnread = false;
  for (const queryKey of listKeys)
    queryClient.setQueriesData({ queryKey }, (old: unknown) => {
      const next = markReadInPage(old, id);
      if (next !== old) wasUnread = true;
      return next;
    });
  if (wasUnread) queryClient.setQueryData(unreadKey, lowerUnread);
  return wasUnread;
};
