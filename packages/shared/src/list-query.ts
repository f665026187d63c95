import { z } from 'zod';

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

export const MAX_PAGE_SIZE = 100;

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

export const restrictionSchema = z.object({
  name: z.string().min(1).max(64),
  operator: z.enum(listOperators),
  value: z.union([scalar, z.array(scalar).max(100)]).nullable(),
  logic: z.enum(['and', 'or']).default('and'),
});

export const sortSchema = z.object({
  name: z.string().min(1).max(64),
  sort: z.enum(['asc', 'desc']).default('asc'),
});

export const pageableSchema = z.object({
  number: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

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
