/** The team page's pictures (/cover). */
export { coverRoutes } from './cover.routes';
