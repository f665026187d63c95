import type { App } from '../../app';
import type { Deps } from '../../deps';
import { merchantCourseRoutes } from './course.routes';
import { platformCourseRoutes } from './platform-course.routes';

/** Courses and packages: the merchant's calls and the platform's review. */
export const courseRoutes = async (api: App, deps: Deps): Promise<void> => {
  await merchantCourseRoutes(api, deps);
  await platformCourseRoutes(api, deps);
};
export { type CourseReviewService, createCourseReviewService } from './course-review.service';
