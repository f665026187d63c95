import {
  Code,
  type CursorPage,
  type ListQuery,
  type NewSystemMessageInput,
  newSystemMessage,
  type SystemMessage,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { createMessageRepository, messageList } from './message.repository';

/** System messages of one account. `send` is what other features call to notify an account. */
export const createMessageService = (db: Database) => {
  const repository = createMessageRepository(db);
  return {
    /** Newest first, by cursor (docs/api.md "Cursor paging"). */
    list: (accountId: number, query: ListQuery): Promise<CursorPage<SystemMessage>> =>
      repository.list(accountId, planListQuery(query, messageList)),

    /** Another account's message is "not found": its existence is not revealed. */
    read: async (accountId: number, id: number): Promise<SystemMessage> => {
      const found = await repository.find(accountId, id);
      if (!found) throw new AppError(Code.NOT_FOUND, 'messageNotFound');
      if (!found.read) await repository.markRead(accountId, id, isoNow());
      return { ...found, read: true };
    },

    /** Ids that are not the caller's are ignored, not refused, so nothing is revealed either. */
    delete: async (accountId: number, ids: number[]) => ({
      deleted: await repository.deleteOwn(accountId, [...new Set(ids)]),
    }),

    unreadCount: async (accountId: number) => ({ unread_num: await repository.countUnread(accountId) }),

    send: async (accountId: number, message: NewSystemMessageInput): Promise<{ id: number }> => {
      const { title, content, category } = newSystemMessage.parse(message);
      const id = await repository.insert({
        account_id: accountId,
        title,
        content,
        category,
        created_time: isoNow(),
      });
      return { id };
    },
  };
};

export type MessageService = ReturnType<typeof createMessageService>;
