import type { SystemMessage } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan } from '../../lib/list-query';

/**
 * The message list's whitelist. Clients do not send it restrictions directly (the body is
 * `{pageable, read?, keyword?}`); the service turns that body into a list query so that paging,
 * like-escaping and sorting go through the one list-query module.
 */
export const messageList = defineListFields(
  {
    title: { column: 'm.title', type: 'string', operators: ['like'] },
    content: { column: 'm.content', type: 'string', operators: ['like'] },
    read: { type: 'boolean', expression: sql`m.read_at is not null`, operators: ['='] },
    created_time: { column: 'm.created_time', type: 'datetime', operators: [], sortable: true },
  },
  { idColumn: 'm.id', defaultSorts: [{ name: 'created_time', sort: 'desc' }] },
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
    list: async (accountId: number, plan: ListPlan) => {
      const { rows, total } = await fetchListPage(ofAccount(accountId), plan, columns);
      return { rows: rows.map(toMessage), total };
    },

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

    countUnread: async (accountId: number): Promise<number> => {
      const row = await ofAccount(accountId)
        .where('m.read_at', 'is', null)
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
  };
};
