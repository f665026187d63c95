/** Server calls of the system-message screens (docs/api.md). */
import type { ListQueryInput, MessageListBody, Page, SystemMessage } from '@merchant/shared';
import { http } from '../../lib/http';

/**
 * The generic list query (packages/shared lists/message.list.ts). Until the server reads the
 * restrictions itself (stream `data`), the two filters it knows by name ride along; it
 * ignores keys it does not know, so either server answers the same rows.
 */
const withKnownFilters = (query: ListQueryInput): ListQueryInput & MessageListBody => {
  const body: ListQueryInput & MessageListBody = { ...query };
  for (const restriction of query.restrictions ?? []) {
    if (restriction.name === 'read' && typeof restriction.value === 'boolean') body.read = restriction.value;
    if (restriction.name === 'keyword' && typeof restriction.value === 'string')
      body.keyword = restriction.value;
  }
  return body;
};

export const fetchMessages = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<SystemMessage>> =>
  http.post<Page<SystemMessage>>('/message/system/list', withKnownFilters(query), { signal });

/** Reading a message marks it read on the server. Silent: the drawer shows a failure itself. */
export const readMessage = (id: number, signal?: AbortSignal): Promise<SystemMessage> =>
  http.get<SystemMessage>(`/message/system/read/${id}`, undefined, { signal, silent: true });

export const deleteMessages = (ids: number[]): Promise<{ deleted: number }> =>
  http.del<{ deleted: number }>('/message/system/delete/', { ids });
