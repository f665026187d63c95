/** Consumer reviews (/orderevaluate, /videoevaluate; docs/reviews.md). */
export { reviewRoutes } from './review.routes';
export { createReviewAppealService } from './review-appeal.service';
