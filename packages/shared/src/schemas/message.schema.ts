import { z } from 'zod';
import { bodyId, idParams, multilineText, text } from './common.schema';

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

export const messageIdParams = idParams;

export const messageDeleteBody = z.object({
  ids: z.array(bodyId).min(1).max(100),
});
export type MessageDeleteBody = z.infer<typeof messageDeleteBody>;
export const messageDeleteResult = z.object({ deleted: z.number().int() });

/** What another feature sends to an account (claims review, for example). */
export const newSystemMessage = z.object({
  title: text({ max: 200 }),
  content: multilineText({ max: 10_000 }),
  /** A short tag the console may show, e.g. 'system' or 'claim'. */
  category: text({ max: 30 }).default('system'),
});
export type NewSystemMessageInput = z.input<typeof newSystemMessage>;
