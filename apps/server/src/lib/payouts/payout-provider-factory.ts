import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createAlipayPayoutProvider } from './alipay/alipay-payout-provider';
import type { PayoutProvider } from './payout-provider';
import { createSandboxPayoutProvider } from './sandbox/sandbox-payout-provider';

/**
 * The payout channel this process uses (docs/payouts.md): the sandbox unless PAYOUT_PROVIDER=alipay,
 * which needs ALIPAY_APP_ID and its keys or certificates (docs/alipay.md); a missing setting stops
 * the start with a message naming it.
 */
export const createPayoutProvider = (
  db: Database,
  config: Pick<Config, 'payoutProvider' | 'alipay'>,
): PayoutProvider => {
  if (config.payoutProvider === 'sandbox') return createSandboxPayoutProvider(db);
  if (!config.alipay)
    throw new Error('PAYOUT_PROVIDER=alipay: set ALIPAY_APP_ID and its keys (docs/alipay.md)');
  return createAlipayPayoutProvider(config.alipay);
};
