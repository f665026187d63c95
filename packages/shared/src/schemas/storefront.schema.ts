import { z } from 'zod';
import { decorationContent, storefrontStore } from './decoration.schema';

/**
 * What consumers see in the marketplace app (docs/storefront.md): a store's page and
 * a listing's page, under the `app` scope.
 */

export const appStore = storefrontStore;

export const appPicture = z.object({ url: z.string(), is_main: z.boolean() });

/** An online listing as the store page shows it. */
export const appListing = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  /** Integer fen. */
  price: z.number().int(),
  list_price: z.number().int(),
  /** The first cover image, signed for 900 s; null without one. */
  cover_url: z.string().nullable(),
  sessions: z.number().int(),
  session_minutes: z.number().int(),
  validity_days: z.number().int(),
  class_size: z.number().int(),
});
export type AppListing = z.infer<typeof appListing>;

/** GET /app/stores/{id}. */
export const appStorePage = z.object({
  store: appStore,
  /** The published decoration; null while the store has published none. */
  decoration: decorationContent.nullable(),
  pictures: z.array(appPicture),
  listings: z.array(appListing),
});
export type AppStorePage = z.infer<typeof appStorePage>;

/** A session a consumer may book now, with its remaining places. */
export const appSession = z.object({
  id: z.number().int(),
  /** Store-local (China) date and times. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  starts_at: z.string(),
  booking_closes_at: z.string(),
  coach: z.object({ id: z.number().int(), name: z.string() }),
  area: z.object({ id: z.number().int(), name: z.string() }),
  capacity: z.number().int(),
  booked: z.number().int(),
  remaining: z.number().int(),
});
export type AppSession = z.infer<typeof appSession>;

/** GET /app/listings/{id}. */
export const appListingPage = z.object({
  listing: appListing.extend({
    detail: z.string(),
    purchase_notes: z.string(),
    refund_terms: z.string(),
    cover_urls: z.array(z.string()),
    coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  store: appStore,
  sessions: z.array(appSession),
});
export type AppListingPage = z.infer<typeof appListingPage>;
