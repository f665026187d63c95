/** Server calls of the system-message screens (docs/api.md). */
import type { CursorPage, ListQueryInput, SystemMessage } from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of messages for a list query; the list pages by cursor (packages/shared lists/message.list.ts). */
export const fetchMessages = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<CursorPage<SystemMessage>> =>
  http.post<CursorPage<SystemMessage>>('/message/system/list', query, { signal });

/** Reading a message marks it read on the server. Silent: the drawer shows a failure itself. */
export const readMessage = (id: number, signal?: AbortSignal): Promise<SystemMessage> =>
  http.get<SystemMessage>(`/message/system/read/${id}`, undefined, { signal, silent: true });

export const deleteMessages = (ids: number[]): Promise<{ deleted: number }> =>
  http.del<{ deleted: number }>('/message/system/delete/', { ids });
