import type { PayoutProviderName } from './payout-provider';

/** PAYOUT_PROVIDER: `sandbox` (default) or `alipay` (needs the ALIPAY_* settings). Throws on anything else. */
export const readPayoutProviderName = (env: Record<string, string | undefined>): PayoutProviderName => {
  const name = env.PAYOUT_PROVIDER?.trim() || 'sandbox';
  if (name !== 'sandbox' && name !== 'alipay')
    throw new Error(`PAYOUT_PROVIDER must be sandbox or alipay, not ${name}`);
  return name;
};
