/** Server calls of the review screens (docs/reviews.md). */
import type {
  CursorPage,
  ListQueryInput,
  Review,
  ReviewAppealBody,
  ReviewKind,
  ReviewSummary,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** One cursor page of the store's reviews of `kind`. */
export const fetchReviews =
  (kind: ReviewKind) =>
  (query: ListQueryInput, signal?: AbortSignal): Promise<CursorPage<Review>> =>
    http.post<CursorPage<Review>>('/review/list', { ...query, kind }, { signal });

export const fetchReviewSummary = (signal?: AbortSignal): Promise<ReviewSummary> =>
  http.get<ReviewSummary>('/review/summary', undefined, { signal });

export const replyReview = (id: number, text: string): Promise<Review> =>
  http.post<Review>(`/review/${id}/reply`, { text });

export const appealReview = (id: number, body: ReviewAppealBody): Promise<Review> =>
  http.post<Review>(`/review/${id}/appeal`, body);
