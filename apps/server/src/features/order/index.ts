/** Orders and payments (docs/orders.md, docs/payments.md). */
export { orderRoutes } from './order.routes';
export { paymentJournalKey } from './order-payment';
/** For the redemption feature: recompute an order's usage state from its vouchers. */
export { ORDER_ENTITY, refreshOrderUsage } from './order-vouchers';
