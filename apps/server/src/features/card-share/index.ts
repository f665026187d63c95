/** Card sharing and its review (/membereview, shareCard). */
export { cardShareRoutes } from './card-share.routes';
