/** Applications to open a service (/application). */
export { applicationRoutes } from './application.routes';
export { isServiceOpen } from './application-gate';
export { type ApplicationReviewService, createApplicationReviewService } from './application-review.service';
