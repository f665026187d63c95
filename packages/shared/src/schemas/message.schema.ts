import { z } from 'zod';
import { pageableSchema } from '../list-query';
import { dbIdField, MAX_DB_ID } from './store.schema';

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
  /** Matched case-insensitively against the title and the content. */
  keyword: z.string().trim().max(100).optional(),
});
export type MessageListBody = z.input<typeof messageListBody>;

/** Ids are capped at the 32-bit integer columns' maximum (a larger one is a -400, not a -500). */

export const messageIdParams = z.object({ id: dbIdField });

export const messageDeleteBody = z.object({
  ids: z.array(z.number().int().positive().max(MAX_DB_ID)).min(1).max(100),
});
export type MessageDeleteBody = z.infer<typeof messageDeleteBody>;
export const messageDeleteResult = z.object({ deleted: z.number().int() });

/** What another feature sends to an account (claims review, for example). */
export const newSystemMessage = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(10_000),
  /** A short tag the console may show, e.g. 'system' or 'claim'. */
  category: z.string().trim().min(1).max(30).default('system'),
});
export type NewSystemMessageInput = z.input<typeof newSystemMessage>;
