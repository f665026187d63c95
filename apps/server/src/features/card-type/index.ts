/** Card types and the prepaid-rules setting (/card, issue 12). */
export { cardTypeRoutes } from './card-type.routes';
/** For the member-card feature's caps check at issue time. */
export { prepaidRegionOf } from './prepaid-region';
