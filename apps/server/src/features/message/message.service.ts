import {
  Code,
  type ListQuery,
  type MessageListBody,
  messageListBody,
  type NewSystemMessageInput,
  newSystemMessage,
  type Page,
  type SystemMessage,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { createMessageRepository, messageList } from './message.repository';

type Restrictions = ListQuery['restrictions'];

/**
 * The list body as a list query. The keyword matches the title OR the content, and AND binds
 * tighter than OR, so the read filter is repeated in each OR-group:
 * (read AND title like k) OR (read AND content like k).
 */
export const messageListQuery = (input: MessageListBody): ListQuery => {
  const body = messageListBody.parse(input);
  const read: Restrictions =
    body.read === undefined ? [] : [{ name: 'read', operator: '=', value: body.read, logic: 'and' }];
  const keyword = body.keyword?.trim();
  const restrictions: Restrictions = keyword
    ? (['title', 'content'] as const).flatMap((name, group) => [
        ...read.map((r) => ({ ...r, logic: group === 0 ? r.logic : ('or' as const) })),
        { name, operator: 'like' as const, value: keyword, logic: group > 0 && !read.length ? 'or' : 'and' },
      ] satisfies Restrictions)
    : read;
  return { pageable: body.pageable, restrictions, sorts: [] };
};

/** System messages of one account. `send` is what other features call to notify an account. */
export const createMessageService = (db: Database) => {
  const repository = createMessageRepository(db);
  return {
    /** Newest first. */
    list: async (accountId: number, body: MessageListBody): Promise<Page<SystemMessage>> => {
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
