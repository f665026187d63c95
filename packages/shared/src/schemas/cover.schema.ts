import { z } from 'zod';
import { bodyId, text } from './common.schema';

/**
 * The team's cover images (/cover): pictures of the store's team page in the
 * consumer app, each an image of the store's uploads, in an order the merchant arranges, with
 * an optional caption and an optional coach. docs/covers.md.
 */

/** Most pictures one store shows: the screen and the app show them all at once. */
export const MAX_COVERS_PER_STORE = 50;

/** Longest caption (the column is varchar(100)). */
export const MAX_COVER_CAPTION = 100;

export const cover = z.object({
  id: z.number().int(),
  upload_id: z.number().int(),
  /** A signed URL of the image, valid for 900 s (docs/uploads.md). */
  url: z.string(),
  caption: z.string(),
  coach: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** 1-based position among the store's pictures. */
  sort: z.number().int(),
});
export type Cover = z.infer<typeof cover>;

/** POST /cover/list: all of the store's pictures, in order (no paging: at most 50). */
export const coverListResult = z.object({
  content: z.array(cover),
  total: z.number().int(),
  /** The store's limit, so that the screen can say how many more fit. */
  max: z.number().int(),
});
export type CoverListResult = z.infer<typeof coverListResult>;

/** POST /cover: uploaded images to add, appended at the end in this order. */
export const coverAddBody = z.object({
  upload_ids: z.array(bodyId).min(1).max(MAX_COVERS_PER_STORE),
});
export type CoverAddBody = z.infer<typeof coverAddBody>;

/** PUT /cover/{id}: the caption (empty for none) and the linked coach (null for none). */
export const coverUpdateBody = z.object({
  caption: text({ max: MAX_COVER_CAPTION, min: 0 }),
  coach_id: bodyId.nullable(),
});
export type CoverUpdateBody = z.infer<typeof coverUpdateBody>;

/** PUT /cover/order: every one of the store's picture ids, in the new order. */
export const coverOrderBody = z.object({
  ids: z.array(bodyId).min(1).max(MAX_COVERS_PER_STORE),
});
export type CoverOrderBody = z.infer<typeof coverOrderBody>;
