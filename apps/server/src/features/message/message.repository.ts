import { CURSOR_TOTAL_CAP, messageListSpec, type SystemMessage } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchCursorPage, type ListPlan, mapPage } from '../../lib/list-query';

/**
 * Between the title and the content in the keyword's text: U+0001 can never be part of a
 * searched word (list values refuse control characters), so a word cannot match across the two.
 */
const KEYWORD_SEPARATOR = '\u0001';

/**
 * Where the message list's declared fields live. `keyword` searches the title and the content
 * together (one `like` over both), so it combines with any other condition with plain AND.
 */
export const messageList = defineListFields(
  messageListSpec,
  {
    keyword: sql`(m.title || ${KEYWORD_SEPARATOR} || m.content)`,
    title: 'm.title',
    category: 'm.category',
    read: sql`m.read_at is not null`,
    created_time: 'm.created_time',
  },
  { idColumn: 'm.id' },
);

/** System messages; every query is scoped to one account's rows. */
export const createMessageRepository = (db: Database) => {
  const ofAccount = (accountId: number) =>
    db.selectFrom('system_messages as m').where('m.account_id', '=', accountId);

  const columns = (query: ReturnType<typeof ofAccount>) =>
    query.select(['m.id', 'm.title', 'm.content', 'm.category', 'm.read_at', 'm.created_time']);

  const toMessage = ({ read_at, ...row }: { read_at: string | null } & Omit<SystemMessage, 'read'>) =>
    ({ ...row, read: read_at !== null }) satisfies SystemMessage;

  return {
    list: async (accountId: number, plan: ListPlan) =>
      mapPage(await fetchCursorPage(db, ofAccount(accountId), plan, columns), toMessage),

    find: async (accountId: number, id: number): Promise<SystemMessage | undefined> => {
      const row = await columns(ofAccount(accountId)).where('m.id', '=', id).executeTakeFirst();
      return row && toMessage(row);
    },

    /** Only the first read sets the time. */
    markRead: async (accountId: number, id: number, at: string) => {
      await db
        .updateTable('system_messages')
        .set({ read_at: at })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('read_at', 'is', null)
        .execute();
    },

    /** Deletes the account's own messages among `ids`; others' ids match nothing. */
    deleteOwn: async (accountId: number, ids: number[]): Promise<number> => {
      const result = await db
        .deleteFrom('system_messages')
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * The caller's unread messages, counted up to CURSOR_TOTAL_CAP as the lists' totals are: the
     * badge shows 99+ from 100 on, and an owner of a chain can hold a million unread. The count
     * reads the partial index of unread messages alone (system_messages_unread_idx).
     */
    countUnread: async (accountId: number): Promise<number> => {
      const unread = ofAccount(accountId)
        .where('m.read_at', 'is', null)
        .select(sql`1`.as('one'))
        .limit(CURSOR_TOTAL_CAP);
      const row = await db
        .selectFrom(unread.as('u'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: async (row: {
      account_id: number;
      title: string;
      content: string;
      category: string;
      created_time: string;
    }): Promise<number> => {
      const inserted = await db
        .insertInto('system_messages')
        .values({ ...row, read_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /**
     * The outbox's delivery: one message per dedupe key (a repeat delivery inserts nothing).
     * Nothing for an account that is gone (its messages went with it).
     */
    insertOnce: async (row: {
      account_id: number;
      title: string;
      content: string;
      category: string;
      created_time: string;
      dedupe_key: string;
    }): Promise<void> => {
      const account = await db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', row.account_id)
        .executeTakeFirst();
      if (!account) return;
      await db
        .insertInto('system_messages')
        .values({ ...row, read_at: null })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    },
  };
};
