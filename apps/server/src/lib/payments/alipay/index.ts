export { type AlipayAnswer, type AlipayClient, AlipayUnavailable, createAlipayClient } from './alipay-client';
export { fenToYuan, yuanToFen } from './alipay-money';
export {
  ALIPAY_PRODUCTION_GATEWAY,
  type AlipayOptions,
  normalizePrivateKey,
  normalizePublicKey,
  readAlipayOptions,
} from './alipay-options';
export { createAlipayPaymentProvider, readNotificationFields } from './alipay-payment-provider';
