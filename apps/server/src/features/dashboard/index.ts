/** The dashboard (/dashboard): today's figures, sessions and to-do items (docs/dashboard.md). */
export { dashboardRoutes } from './dashboard.routes';
