import { z } from 'zod';
import { MAX_DB_ID, MAX_PAGE_SIZE, text } from './schemas/common.schema';

/**
 * The generic list query of spec §3: pageable (1-based page number or a cursor, and size), restrictions
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

/**
 * A page cursor as the server wrote it (`next`, `previous` of a cursor page): opaque text that
 * the server decodes and checks itself, so that a bad cursor gets its own clear message.
 */
const cursorText = z.string().max(2048).nullable().optional();

/**
 * Which page: a 1-based `number` (lists that page by number), or, for lists that page by
 * cursor (docs/api.md "Cursor paging"), `after` (the page after a cursor; absent or null for
 * the first page) or `before` (the page before one). At most one of the three.
 */
export const pageableSchema = z
  .object({
    number: z.number().int().min(1).max(MAX_DB_ID).optional(),
    after: cursorText,
    before: cursorText,
    size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  })
  .refine((p) => [p.number !== undefined, p.after != null, p.before != null].filter(Boolean).length <= 1, {
    message: 'listPagingConflict',
  });

export const listQuerySchema = z.object({
  pageable: pageableSchema.default({ size: 10 }),
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

/**
 * A cursor list counts at most this many rows; beyond it the answer says "more than". The count
 * reads up to CAP + 1 index entries on every page: at 10,000 that was half of a busy store's
 * order or member page (docs/decisions.md "Lists at a million orders").
 */
export const CURSOR_TOTAL_CAP = 1_000;

/**
 * One page of a list that pages by cursor (docs/api.md "Cursor paging"). `next` and
 * `previous` are the cursors to send as `pageable.after` / `pageable.before` (null: no page
 * that way). `total` counts the filtered rows up to CURSOR_TOTAL_CAP; `total_capped` says
 * there are more than that, so a screen shows "more than 1,000" rather than a page count.
 */
export interface CursorPage<T> {
  content: T[];
  size: number;
  next: string | null;
  previous: string | null;
  total: number;
  total_capped: boolean;
}

export const cursorPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    size: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    total: z.number().int(),
    total_capped: z.boolean(),
  });

/** Either kind of page; a cursor page is the one with `next`. */
export type AnyPage<T> = Page<T> | CursorPage<T>;

export const isCursorPage = <T>(page: AnyPage<T>): page is CursorPage<T> => 'next' in page;
