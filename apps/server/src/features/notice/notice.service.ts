import { type Announcement, Code, type ListQuery, type Page } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { announcementList, createNoticeRepository } from './notice.repository';

/** Announcements as one account sees them: all of them, each with that account's read mark. */
export const createNoticeService = (db: Database) => {
  const repository = createNoticeRepository(db);
  return {
    list: async (accountId: number, query: ListQuery): Promise<Page<Announcement>> => {
      return repository.list(accountId, planListQuery(query, announcementList));
    },

    /** Opening an announcement marks it read for the caller; opening it again changes nothing. */
    open: async (accountId: number, id: number): Promise<Announcement> => {
      const found = await repository.find(accountId, id);
      if (!found) throw new AppError(Code.NOT_FOUND, 'announcementNotFound');
      if (!found.read) await repository.markRead(accountId, id, isoNow());
      return { ...found, read: true };
    },

    /** The top-bar badge: announcements current right now (not "today") and not yet opened. */
    unreadCount: async (accountId: number) => ({
      unread_num: await repository.countUnreadCurrent(accountId, isoNow()),
    }),
  };
};
