/** Coaches (/coach): routes, and the expiry notice other code may run. */
export { coachRoutes } from './coach.routes';
export { notifyExpiringCertificates } from './coach-expiry';
