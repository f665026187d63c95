import { z } from 'zod';
import { bodyId, moneyFen, multilineText, text } from './common.schema';

/**
 * The store's pictures (/picture) and decoration (/decoration), docs/storefront.md.
 * The decoration is edited as a draft and copied to what consumers see by publishing it.
 */

/** Most pictures a store shows at the top of its page in the app. */
export const MAX_STORE_PICTURES = 20;
export const MAX_DECORATION_TEXT = 2000;
export const MAX_FACILITIES = 30;
export const MAX_FACILITY_LENGTH = 20;
export const MAX_PRICE_ROWS = 50;
export const MAX_PRICE_ITEM_LENGTH = 50;
export const MAX_OPENING_ROWS = 14;

/** A store-local time of day "HH:MM" (00:00..23:59), or "24:00" as a closing time. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const timeOfDay = z.string().regex(TIME_OF_DAY, { message: 'timeOfDayRule' });

/** One opening period: weekday 1..7 (Monday..Sunday), open < close, store-local time. */
export const openingPeriod = z
  .object({
    weekday: z.number().int().min(1).max(7),
    open: timeOfDay,
    close: timeOfDay,
  })
  .refine((p) => p.open < p.close && p.open !== '24:00', {
    message: 'openingCloseAfterOpen',
    path: ['close'],
  });
export type OpeningPeriod = z.infer<typeof openingPeriod>;

export const priceRow = z.object({
  item: text({ max: MAX_PRICE_ITEM_LENGTH }),
  /** Integer fen; 0 is allowed (a free trial, a deposit-free item). */
  price: moneyFen,
});
export type PriceRow = z.infer<typeof priceRow>;

const unique = <T>(values: T[]) => new Set(values).size === values.length;

/** The decoration: PUT /store/decoration's body, and what GET answers for draft and published. */
export const decorationContent = z.object({
  introduction: multilineText({ max: MAX_DECORATION_TEXT, min: 0 }),
  opening_hours: z.array(openingPeriod).max(MAX_OPENING_ROWS),
  facilities: z
    .array(text({ max: MAX_FACILITY_LENGTH }))
    .max(MAX_FACILITIES)
    .refine(unique, { message: 'duplicateValues' }),
  price_list: z.array(priceRow).max(MAX_PRICE_ROWS),
  notices: multilineText({ max: MAX_DECORATION_TEXT, min: 0 }),
});
export type DecorationContent = z.infer<typeof decorationContent>;

export const emptyDecoration = (): DecorationContent => ({
  introduction: '',
  opening_hours: [],
  facilities: [],
  price_list: [],
  notices: '',
});

/** A store as the consumer app shows it (GET /app/stores/{id}, and the console's preview). */
export const storefrontStore = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type StorefrontStore = z.infer<typeof storefrontStore>;

/** GET/PUT /store/decoration and POST /store/decoration/publish answer this. */
export const decorationState = z.object({
  /** The store as consumers see it, so that the console previews the page exactly. */
  store: storefrontStore,
  draft: decorationContent,
  published: decorationContent.nullable(),
  /** True while the draft differs from what consumers see (or nothing was published yet). */
  unpublished_changes: z.boolean(),
  draft_updated_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type DecorationState = z.infer<typeof decorationState>;

export const storePicture = z.object({
  upload_id: z.number().int(),
  /** A signed URL of the image, valid for 900 s (docs/uploads.md). */
  url: z.string(),
  sort: z.number().int(),
  is_main: z.boolean(),
});
export type StorePicture = z.infer<typeof storePicture>;

/** GET /store/picture and PUT /store/picture answer the whole ordered list. */
export const storePictures = z.object({
  content: z.array(storePicture),
  main_upload_id: z.number().int().nullable(),
  max: z.number().int(),
});
export type StorePictures = z.infer<typeof storePictures>;

/**
 * PUT /store/picture: the whole ordered list (each an image uploaded to this store, once) and
 * the main one, which must be among them; null only with an empty list.
 */
export const storePicturesBody = z.object({
  upload_ids: z.array(bodyId).max(MAX_STORE_PICTURES),
  main_upload_id: bodyId.nullable(),
});
export type StorePicturesBody = z.infer<typeof storePicturesBody>;
