/** Vouchers and their redemption (核销): /verify, the redemption history, undo and settlement. */
export { couponRoutes } from './coupon.routes';
export { type RedeemedVoucher, type RedeemVoucherInput, redeemVoucher } from './redeem-voucher';
