import { z } from 'zod';
import { MAX_PAGE_SIZE, pageable, text } from './schemas/common.schema';

/**
 * The generic list query of spec §3: pageable (1-based page number and size), restrictions
 * (conditions joined by their `logic`), sorts. The server checks each name and operator
 * against the list's own whitelist before anything reaches SQL.
 *
 * How `logic` joins conditions: a condition's logic says how it joins the conditions before
 * it, and AND binds tighter than OR, as in SQL. So [a, b(or), c(and)] means a OR (b AND c).
 * The first condition's logic is ignored.
 */
export const listOperators = ['=', '!=', '>', '>=', '<', '<=', 'like', 'in'] as const;
export type ListOperator = (typeof listOperators)[number];

export { MAX_PAGE_SIZE };

/** String values are searched for as typed (not trimmed), but never hold control characters. */
const scalar = z.union([text({ max: 200, min: 0, trim: false }), z.number(), z.boolean()]);
const listName = text({ max: 64, trim: false });

export const restrictionSchema = z.object({
  name: listName,
  operator: z.enum(listOperators),
  value: z.union([scalar, z.array(scalar).max(100)]).nullable(),
  logic: z.enum(['and', 'or']).default('and'),
});

export const sortSchema = z.object({
  name: listName,
  sort: z.enum(['asc', 'desc']).default('asc'),
});

export const pageableSchema = pageable;

export const listQuerySchema = z.object({
  pageable: pageableSchema.default({ number: 1, size: 10 }),
  restrictions: z.array(restrictionSchema).max(20).default([]),
  sorts: z.array(sortSchema).max(5).default([]),
});

export type Restriction = z.input<typeof restrictionSchema>;
export type ListQuery = z.output<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** One page of a list answer. `number` and `size` echo the request; `total` counts all rows. */
export interface Page<T> {
  content: T[];
  total: number;
  number: number;
  size: number;
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    total: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
