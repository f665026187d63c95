/** Members (/member): routes, the visit stamp card uses write and the paid times payments write. */
export { memberRoutes } from './member.routes';
export { rebuildMemberPaidTimes, recordMemberPaid } from './member-paid';
export { recordMemberVisit } from './member-visit';
