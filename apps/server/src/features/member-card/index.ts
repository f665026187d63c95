/** Member cards: issue, use, freeze, transfer, refund (/cardlist). */
export { memberCardRoutes } from './member-card.routes';
