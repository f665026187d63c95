import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { bodyId, multilineText } from './common.schema';

/**
 * Consumer reviews of used orders (/orderevaluate text and picture reviews, /videoevaluate
 * video reviews; docs/reviews.md). Not to be confused with the platform's review of listings.
 */

/** Which screen a review belongs to: without a video (/orderevaluate) or with one (/videoevaluate). */
export const reviewKinds = ['text', 'video'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export const reviewAppealStatuses = ['open', 'upheld', 'dismissed'] as const;
export type ReviewAppealStatus = (typeof reviewAppealStatuses)[number];

export const REVIEW_MAX_PICTURES = 9;
export const REVIEW_MAX_EVIDENCE = 9;
/** A reply may be edited for this long after it was first given. */
export const REVIEW_REPLY_EDIT_HOURS = 24;

/** POST /app/review: the buyer reviews one used order. */
export const appReviewBody = z.object({
  order_id: bodyId,
  stars: z.number().int().min(1).max(5),
  text: multilineText({ max: 1000 }),
  picture_ids: z.array(bodyId).max(REVIEW_MAX_PICTURES).default([]),
  video_id: bodyId.optional(),
  coach_id: bodyId.optional(),
});
export type AppReviewBody = z.input<typeof appReviewBody>;

/** POST /review/list: a list query plus the screen it is for (which decides the permission). */
export const reviewListBody = listQuerySchema.extend({ kind: z.enum(reviewKinds) });
export type ReviewListBody = z.input<typeof reviewListBody>;

export const reviewReplyBody = z.object({ text: multilineText({ max: 500 }) });
export type ReviewReplyBody = z.input<typeof reviewReplyBody>;

export const reviewAppealBody = z.object({
  reason: multilineText({ max: 500 }),
  evidence_file_ids: z.array(bodyId).max(REVIEW_MAX_EVIDENCE).default([]),
});
export type ReviewAppealBody = z.input<typeof reviewAppealBody>;

export const reviewDecideBody = z.object({
  decision: z.enum(['upheld', 'dismissed']),
  reason: multilineText({ max: 500 }),
});
export type ReviewDecideBody = z.input<typeof reviewDecideBody>;

/** A file of a review (picture, video, evidence) with a short-lived signed address. */
export const reviewFile = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  content_type: z.string(),
});
export type ReviewFile = z.infer<typeof reviewFile>;

export const reviewAppeal = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  status: z.enum(reviewAppealStatuses),
  reason: z.string(),
  evidence: z.array(reviewFile),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ReviewAppeal = z.infer<typeof reviewAppeal>;

export const review = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(reviewKinds),
  stars: z.number().int(),
  text: z.string(),
  /** The buyer's phone, masked. */
  buyer: z.string(),
  listing_id: z.number().int().nullable(),
  listing_name: z.string(),
  coach_id: z.number().int().nullable(),
  coach_name: z.string().nullable(),
  pictures: z.array(reviewFile),
  video: reviewFile.nullable(),
  reply_text: z.string().nullable(),
  replied_at: z.string().nullable(),
  reply_updated_at: z.string().nullable(),
  /** Until when the reply may still be edited (null without a reply). */
  reply_editable_until: z.string().nullable(),
  /** True once the platform upheld an appeal: hidden from the storefront and the averages. */
  hidden: z.boolean(),
  /** The latest appeal, if any. */
  appeal: reviewAppeal.nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof review>;

/** The consumer's view of their review (POST /app/review). */
export const appReview = review.pick({
  id: true,
  order_id: true,
  kind: true,
  stars: true,
  text: true,
  listing_id: true,
  coach_id: true,
  created_at: true,
});
export type AppReview = z.infer<typeof appReview>;

export const ratingSummaryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummaryRow = z.infer<typeof ratingSummaryRow>;

/** GET /review/summary: averages of visible reviews (an upheld appeal removes one). */
export const reviewSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  listings: z.array(ratingSummaryRow),
  coaches: z.array(ratingSummaryRow),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const platformReviewAppeal = reviewAppeal.extend({
  store_id: z.number().int(),
  store_name: z.string(),
  review: review.pick({ stars: true, text: true, kind: true, listing_name: true, created_at: true }),
});
export type PlatformReviewAppeal = z.infer<typeof platformReviewAppeal>;
