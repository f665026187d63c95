export { ALIPAY_ACCOUNTS_ONLY, createAlipayPayoutProvider } from './alipay/alipay-payout-provider';
export type {
  PayoutAccount,
  PayoutAccountType,
  PayoutInput,
  PayoutProvider,
  PayoutProviderName,
  PayoutResult,
} from './payout-provider';
export { createPayoutProvider } from './payout-provider-factory';
export { readPayoutProviderName } from './payout-provider-name';
export {
  createSandboxPayoutProvider,
  PayoutRequestConflict,
  SANDBOX_UNKNOWN_PAYOUT,
  type SandboxPayoutOptions,
  sandboxPayoutOptionsSchema,
} from './sandbox/sandbox-payout-provider';
