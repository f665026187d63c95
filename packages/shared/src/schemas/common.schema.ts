import { z } from 'zod';

/**
 * The building blocks every other schema uses (DESIGN.md "Business screens"): ids, paging,
 * money and free text. Written once here so that a rule (what an id looks like, which
 * characters text may hold) cannot drift between copies. Issue messages are message keys
 * (messages.ts); the error handler names the field in the caller's language.
 */

/** Largest id a database integer column holds; larger ids are bad input, not a server error. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * An id in a path or a query string: a positive 32-bit integer written canonically (no sign,
 * no leading zero, no decimal point, exponent, hex prefix or space). `1.0`, `+1`, `01`, `1e5`
 * and `0x186A0` would all become a number through coercion; here they are refused.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_DB_ID);

/** An id in a JSON body: a real number (no coercion: `true` or `"1"` must not become 1). */
export const bodyId = z.number().int().positive().max(MAX_DB_ID);

/** The path `/{id}` of one row. */
export const idParams = z.object({ id: idParam });

/**
 * A non-negative whole number in a query string, written canonically (`0` or no leading zero),
 * up to `max`.
 */
export const countParam = (max: number = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/)
    .transform(Number)
    .refine((n) => n <= max);

/** Most rows one page holds, in every list. */
export const MAX_PAGE_SIZE = 100;

/** The `pageable` of a list query (spec §3): a 1-based page number and a page size. */
export const pageable = z.object({
  number: z.number().int().min(1).max(MAX_DB_ID).default(1),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

/** Page number and size in a query string (calls that are not a list query yet). */
export const queryPaging = (defaultSize: number, maxSize = MAX_PAGE_SIZE) => ({
  number: countParam(MAX_DB_ID)
    .refine((n) => n >= 1)
    .default(1),
  size: countParam(maxSize)
    .refine((n) => n >= 1)
    .default(defaultSize),
});

/**
 * Money is integer fen everywhere, on the wire too (DESIGN.md "Money"). The ceiling is the
 * 32-bit integer columns' maximum (about 21 million yuan), far above any price or balance
 * here, so that an absurd amount is a -400 rather than a database range error.
 */
export const MAX_MONEY_FEN = 2_147_483_647;
export const moneyFen = z.number().int().min(0).max(MAX_MONEY_FEN);

/** Spec §5 "Price: greater than 9" (价格不得低于9元): more than 900 fen. */
export const MIN_PRICE_FEN_EXCLUSIVE = 900;
export const isValidPriceFen = (fen: number): boolean =>
  Number.isInteger(fen) && fen > MIN_PRICE_FEN_EXCLUSIVE && fen <= MAX_MONEY_FEN;
export const priceFen = z.number().int().refine(isValidPriceFen, { message: 'priceRule' });

/**
 * C0 control characters (U+0000–U+001F) and DEL. PostgreSQL cannot store U+0000 in text at all
 * (it answered 500), and the others are never typed into a console field: they only arrive
 * from a hostile or broken client. Multi-line text keeps tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacters = (value: string, multiline = false): boolean =>
  (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);

interface TextOptions {
  /** Longest accepted length (after trimming). */
  max: number;
  /** Shortest accepted length; 1 (required) by default, 0 for optional search words. */
  min?: number;
  /** Trim surrounding white space first (default); passwords keep theirs. */
  trim?: boolean;
}

const textOf = (multiline: boolean, { max, min = 1, trim = true }: TextOptions) => {
  // The control check runs on the raw value, before trimming could hide a trailing one.
  const checked = z.string().refine((v) => !hasControlCharacters(v, multiline), {
    message: 'controlCharacters',
    abort: true,
  });
  return (trim ? checked.trim() : checked).min(min).max(max);
};

/** One line of free text (names, search words, user names, file names). */
export const text = (options: TextOptions) => textOf(false, options);

/** Free text that may span lines (message content, reasons, descriptions). */
export const multilineText = (options: TextOptions) => textOf(true, options);
