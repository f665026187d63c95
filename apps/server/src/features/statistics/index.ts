/** Statistics (/statistics): traffic, orders, funnel and overview (docs/statistics.md). */
export { statisticsRoutes } from './statistics.routes';
