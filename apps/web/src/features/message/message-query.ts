/**
 * Pure helpers of the message list: the list query of POST /message/system/list (fields of
 * packages/shared/src/lists/message.list.ts, docs/api.md) and the paging after a delete.
 * Unit-tested.
 */
import type { ListQueryInput, Restriction } from '@merchant/shared';

export type MessageListBody = ListQueryInput;

export const MESSAGE_PAGE_SIZE = 10;
/** The dashboard shows the first five unread messages. */
export const LATEST_UNREAD_SIZE = 5;

/** The button permission of the message menu (server menu tree, spec §6). */
export const DELETE_PERMISSION = 'message:delete';

export const readFilters = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof readFilters)[number];

export interface MessageListParams {
  page: number;
  size: number;
  filter: ReadFilter;
  keyword?: string;
}

/** `read` and `keyword` are left out when they do not filter, so the server sees no empty values. */
export const buildMessageListBody = ({ page, size, filter, keyword }: MessageListParams): MessageListBody => {
  const restrictions: Restriction[] = [];
  if (filter !== 'all') restrictions.push({ name: 'read', operator: '=', value: filter === 'read' });
  const trimmed = keyword?.trim();
  if (trimmed) restrictions.push({ name: 'keyword', operator: 'like', value: trimmed });
  return { pageable: { number: page, size }, restrictions };
};

/** The dashboard's "latest unread": page 1 of 5, unread only (the server sorts newest first). */
export const latestUnreadBody = (): MessageListBody =>
  buildMessageListBody({ page: 1, size: LATEST_UNREAD_SIZE, filter: 'unread' });

/**
 * The page to show after deleting `deleted` rows of the page `page`: if that emptied the last
 * page, step back to the new last page instead of showing an empty one.
 */
export const pageAfterDelete = (page: number, size: number, total: number, deleted: number): number => {
  const remaining = Math.max(0, total - deleted);
  const lastPage = Math.max(1, Math.ceil(remaining / size));
  return Math.min(page, lastPage);
};
