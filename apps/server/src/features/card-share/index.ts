/** Card sharing and its review (/membereview, shareCard, issue 12). */
export { cardShareRoutes } from './card-share.routes';
