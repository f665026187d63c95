import { z } from 'zod';

/** The spec's response envelope: every answer of the gateway has this shape. */
export interface Envelope<T> {
  code: number;
  message: string;
  value: T;
}

export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({ code: z.number().int(), message: z.string(), value });
