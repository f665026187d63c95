/** Card types and the prepaid-rules setting (/card). */

/** For the member-card feature's sale: the type read under its row lock, as an edit takes it. */
export { lockCardType } from './card-type.repository';
export { cardTypeRoutes } from './card-type.routes';
/** For the member-card feature's caps check at issue time. */
export { prepaidRegionOf } from './prepaid-region';
