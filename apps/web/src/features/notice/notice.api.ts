/** Server calls of the announcement screens (docs/api.md). */
import type { Announcement, ListQueryInput, Page } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchNotices = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<Announcement>> =>
  http.post<Page<Announcement>>('/user/announcements', query, { signal });

/**
 * Reading one marks it read for the caller on the server. Silent: the detail page shows a
 * failure itself (a 404 result for a stale link), so a toast would say it twice.
 */
export const fetchNotice = (id: number, signal?: AbortSignal): Promise<Announcement> =>
  http.get<Announcement>(`/user/announcements/${id}`, undefined, { signal, silent: true });
