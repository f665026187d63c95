/**
 * Pure helpers of the message list: its list query (packages/shared lists/message.list.ts)
 * and the dashboard's "latest unread". Unit-tested.
 */
import { type ListQueryInput, messageListSpec } from '@merchant/shared';

export const MESSAGE_PAGE_SIZE = 10;
/** The dashboard shows the first five unread messages. */
export const LATEST_UNREAD_SIZE = 5;

/** The button permission of the message menu (server menu tree, spec §6). */
export const DELETE_PERMISSION = 'message:delete';

/** The dashboard's "latest unread": the first page of 5 (no cursor), unread only, newest first. */
export const latestUnreadQuery = (): ListQueryInput => ({
  pageable: { size: LATEST_UNREAD_SIZE },
  restrictions: [{ name: 'read', operator: '=', value: false, logic: 'and' }],
  sorts: [...messageListSpec.defaultSorts],
});
