import type { Generated } from 'kysely';

/** The storefront tables (migration 2026-11-24-0009-storefront, docs/storefront.md). */
export interface StorePictureTable {
  store_id: number;
  upload_id: number;
  /** 1-based position. */
  sort: number;
  /** 1 for the store's main picture (exactly one when the store has pictures). */
  is_main: Generated<number>;
  created_at: string;
}

export interface StoreDecorationTable {
  id: Generated<number>;
  store_id: number;
  /** JSON of the saved draft. */
  draft: string;
  /** JSON of what consumers see; null before the first publication. */
  published: string | null;
  /** 'draft' (unpublished changes) | 'published' */
  status: string;
  draft_updated_at: string;
  published_at: string | null;
  published_by: number | null;
}

export interface ListingEventTable {
  store_id: number;
  course_id: number;
  /** China date "YYYY-MM-DD". */
  day: string;
  /** Raw counts: every call. */
  exposures: Generated<number>;
  clicks: Generated<number>;
  /** Unique consumers of the day, and the counts after the throttle (2026-11-27-0009-statistics). */
  exposure_visitors: Generated<number>;
  counted_exposures: Generated<number>;
  click_visitors: Generated<number>;
  counted_clicks: Generated<number>;
}

export interface StorefrontTables {
  store_pictures: StorePictureTable;
  store_decorations: StoreDecorationTable;
  listing_events: ListingEventTable;
}
