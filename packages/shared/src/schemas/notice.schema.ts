import { z } from 'zod';
import { idParams } from './common.schema';

/** An announcement from the platform to merchants. Times are ISO-8601 UTC strings. */
export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  created_time: z.string(),
  /** Whether the calling account has opened it. */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

export const unreadCount = z.object({ unread_num: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/**
 * GET /user/announcements/{id}. Capped at the 32-bit integer columns' maximum so that a huge
 * id is a validation error rather than a PostgreSQL range error.
 */
export const announcementIdParams = idParams;
