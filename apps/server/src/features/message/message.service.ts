import {
  Code,
  type ListQuery,
  type messageListBody,
  type NewSystemMessageInput,
  newSystemMessage,
  type Page,
  type SystemMessage,
} from '@merchant/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { createMessageRepository, messageList } from './message.repository';

type Restrictions = ListQuery['restrictions'];
/** The list body after the route's schema has applied its defaults. */
export type MessageListFilter = z.output<typeof messageListBody>;

/**
 * The list body as a list query. The keyword matches the title OR the content, and AND binds
 * tighter than OR, so the read filter is repeated in each OR-group:
 * [title like k, read, content like k (or), read] = (title AND read) OR (content AND read).
 */
export const messageListQuery = ({ pageable, read, keyword }: MessageListFilter): ListQuery => {
  const readFilter: Restrictions =
    read === undefined ? [] : [{ name: 'read', operator: '=', value: read, logic: 'and' }];
  const text = keyword?.trim();
  const matching = (name: 'title' | 'content', logic: 'and' | 'or'): Restrictions => [
    { name, operator: 'like', value: text ?? '', logic },
    ...readFilter,
  ];
  const restrictions = text ? [...matching('title', 'and'), ...matching('content', 'or')] : readFilter;
  return { pageable, restrictions, sorts: [] };
};

/** System messages of one account. `send` is what other features call to notify an account. */
export const createMessageService = (db: Database) => {
  const repository = createMessageRepository(db);
  return {
    /** Newest first. */
    list: async (accountId: number, body: MessageListFilter): Promise<Page<SystemMessage>> => {
      const plan = planListQuery(messageListQuery(body), messageList);
      const { rows, total } = await repository.list(accountId, plan);
      return { content: rows, total, number: plan.number, size: plan.size };
    },

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
