import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { loadStorageSecret } from '../../storage/storage-secret';
import { createAlipayPaymentProvider } from './alipay';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';

export * from './payment-provider';
export type { SandboxProvider } from './sandbox/sandbox-provider';
export { sandboxSign, sandboxSignatureValid } from './sandbox/sandbox-signature';

/** The configured payment provider of one app, and the sandbox when it is the one. */
export interface PaymentProviders {
  /** PAYMENT_PROVIDER: new payments go here. */
  readonly current: PaymentProvider;
  /** A provider by the name in a notification's path or a payment's row; null when not available. */
  byName: (name: string) => PaymentProvider | null;
  /** The sandbox, while it is the configured provider (its options are accepted only then). */
  readonly sandbox: SandboxProvider | null;
  close: () => void;
}

const built = new WeakMap<Database, PaymentProviders>();

/**
 * The provider factory (docs/payments.md): chooses by PAYMENT_PROVIDER, one set per database
 * (that is, per app), so every feature that pays or refunds shares the same instance.
 */
export const paymentProviders = (deps: {
  config: Pick<Config, 'payments' | 'dataDir' | 'alipay'>;
  db: Database;
  log: FastifyBaseLogger;
}): PaymentProviders => {
  const existing = built.get(deps.db);
  if (existing) return existing;
  const { config, db, log } = deps;
  let current: PaymentProvider;
  let sandbox: SandboxProvider | null = null;
  switch (config.payments.provider) {
    case 'sandbox':
      sandbox = createSandboxProvider({
        db,
        log,
        secret: loadStorageSecret(config.payments.sandboxSecret, config.dataDir, 'payment-sandbox-secret'),
      });
      current = sandbox;
      break;
    case 'alipay':
      if (!config.alipay)
        throw new Error(
          'PAYMENT_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY (docs/alipay.md)',
        );
      current = createAlipayPaymentProvider(config.alipay);
      break;
  }
  const providers: PaymentProviders = {
    current,
    sandbox,
    byName: (name) => (name === current.name ? current : null),
    close: () => sandbox?.close(),
  };
  built.set(db, providers);
  return providers;
};

export const isProviderName = (name: string): name is PaymentProviderName =>
  name === 'sandbox' || name === 'alipay';
