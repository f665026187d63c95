/** Member cards: issue, use, freeze, transfer, refund (/cardlist, issue 12). */
export { memberCardRoutes } from './member-card.routes';
