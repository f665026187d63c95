/** Members (/member): routes, and the visit stamp card uses write. */
export { memberRoutes } from './member.routes';
export { recordMemberVisit } from './member-visit';
