import { z } from 'zod';

/** An announcement from the platform to merchants. Times are ISO-8601 UTC strings. */
export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  created_time: z.string(),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

export const unreadCount = z.object({ unread_num: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;
