import type { Generated } from 'kysely';

/**
 * Consumer reviews of used orders and their appeals (migration 2026-11-27-0005-reviews;
 * docs/reviews.md). Not the platform's review of listings (tables-review.ts).
 */
export interface ConsumerReviewTable {
  id: Generated<number>;
  store_id: number;
  /** Unique: one review per order. */
  order_id: number;
  buyer_account_id: number;
  /** 'text' (no video: /orderevaluate) | 'video' (/videoevaluate). */
  kind: string;
  stars: number;
  text: string;
  /** JSON array of uploaded_files ids (images). */
  picture_ids: string;
  video_id: number | null;
  /** 1 when the review has pictures or a video. */
  has_media: number;
  /** The order's first listing item (a course id); null when the order has none. */
  listing_id: number | null;
  /** That listing's name as sold, else the order's title. */
  listing_name: string;
  coach_id: number | null;
  reply_text: string | null;
  reply_account_id: number | null;
  /** The first reply: the 24 hours of editing count from here. */
  replied_at: string | null;
  reply_updated_at: string | null;
  replied: Generated<number>;
  /** 1 once the platform upheld an appeal: out of the storefront and the averages. */
  hidden: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ConsumerReviewAppealTable {
  id: Generated<number>;
  review_id: number;
  store_id: number;
  /** The merchant account that appealed. */
  account_id: number;
  /** 'open' | 'upheld' | 'dismissed' */
  status: string;
  reason: string;
  /** JSON array of uploaded_files ids of the store. */
  evidence_file_ids: string;
  decision_reason: string | null;
  /** The platform account; null at the command line. */
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export interface ConsumerReviewTables {
  consumer_reviews: ConsumerReviewTable;
  consumer_review_appeals: ConsumerReviewAppealTable;
}
