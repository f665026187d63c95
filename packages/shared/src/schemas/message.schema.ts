import { z } from 'zod';
import { pageableSchema } from '../list-query';

/** A system message to one merchant account. */
export const systemMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  read: z.boolean(),
  created_time: z.string(),
});
export type SystemMessage = z.infer<typeof systemMessage>;

/** The message list's filter and paging (spec §7: fields not shown; this is our choice). */
export const messageListBody = z.object({
  pageable: pageableSchema.default({ number: 1, size: 10 }),
  read: z.boolean().optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type MessageListBody = z.input<typeof messageListBody>;

export const messageDeleteBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
