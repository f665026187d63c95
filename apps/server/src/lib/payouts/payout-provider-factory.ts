import type { Database } from '../../db/database';
import { readAlipayOptions } from '../payments/alipay';
import { createAlipayPayoutProvider } from './alipay/alipay-payout-provider';
import type { PayoutProvider, PayoutProviderName } from './payout-provider';
import { createSandboxPayoutProvider } from './sandbox/sandbox-payout-provider';

type Env = Record<string, string | undefined>;

/** PAYOUT_PROVIDER: `sandbox` (default) or `alipay` (needs the ALIPAY_* settings). Throws on anything else. */
export const readPayoutProviderName = (env: Env): PayoutProviderName => {
  const name = env.PAYOUT_PROVIDER?.trim() || 'sandbox';
  if (name !== 'sandbox' && name !== 'alipay')
    throw new Error(`PAYOUT_PROVIDER must be sandbox or alipay, not ${name}`);
  return name;
};

/**
 * The payout channel this process uses (docs/payouts.md): the sandbox unless PAYOUT_PROVIDER=alipay,
 * which needs ALIPAY_APP_ID and its keys or certificates (docs/alipay.md); a missing setting stops
 * the start with a message naming it.
 */
export const createPayoutProvider = (db: Database, env: Env): PayoutProvider => {
  if (readPayoutProviderName(env) === 'sandbox') return createSandboxPayoutProvider(db);
  const options = readAlipayOptions(env);
  if (!options) throw new Error('PAYOUT_PROVIDER=alipay: set ALIPAY_APP_ID and its keys (docs/alipay.md)');
  return createAlipayPayoutProvider(options);
};
