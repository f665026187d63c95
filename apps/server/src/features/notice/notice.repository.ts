import { type Announcement, announcementListSpec } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan, mapPage } from '../../lib/list-query';

/**
 * Where the announcement list's declared fields live. `read` is per caller: the list joins the
 * caller's row of announcement_reads as `r`, so `r.account_id is not null` means read.
 */
export const announcementList = defineListFields(
  announcementListSpec,
  {
    title: 'a.title',
    start_time: 'a.start_time',
    end_time: 'a.end_time',
    created_time: 'a.created_time',
    read: sql`r.account_id is not null`,
  },
  { idColumn: 'a.id' },
);

/** Announcements are platform-wide; only the read marks belong to an account. */
export const createNoticeRepository = (db: Database) => {
  const withReadMark = (accountId: number) =>
    db
      .selectFrom('announcements as a')
      .leftJoin('announcement_reads as r', (join) =>
        join.onRef('r.announcement_id', '=', 'a.id').on('r.account_id', '=', accountId),
      );

  type Base = ReturnType<typeof withReadMark>;
  const columns = (query: Base) =>
    query.select([
      'a.id',
      'a.title',
      'a.content',
      'a.start_time',
      'a.end_time',
      'a.created_time',
      sql<number>`case when r.account_id is null then 0 else 1 end`.as('read'),
    ]);
  const toAnnouncement = ({ read, ...row }: Awaited<ReturnType<ReturnType<typeof columns>['execute']>>[0]) =>
    ({ ...row, read: Number(read) === 1 }) satisfies Announcement;

  return {
    list: async (accountId: number, plan: ListPlan) =>
      mapPage(await fetchListPage(withReadMark(accountId), plan, columns), toAnnouncement),

    find: async (accountId: number, id: number): Promise<Announcement | undefined> => {
      const row = await columns(withReadMark(accountId)).where('a.id', '=', id).executeTakeFirst();
      return row && toAnnouncement(row);
    },

    /** Idempotent: the first read keeps its time. */
    markRead: async (accountId: number, announcementId: number, at: string) => {
      await db
        .insertInto('announcement_reads')
        .values({ account_id: accountId, announcement_id: announcementId, read_at: at })
        .onConflict((oc) => oc.columns(['account_id', 'announcement_id']).doNothing())
        .execute();
    },

    /** Announcements whose period contains `now` that the account has not opened. */
    countUnreadCurrent: async (accountId: number, now: string): Promise<number> => {
      const row = await withReadMark(accountId)
        .where('a.start_time', '<=', now)
        .where('a.end_time', '>=', now)
        .where('r.account_id', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
};

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
