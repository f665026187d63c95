import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readEnvSetting as readSetting } from '../../env-setting';

/** Alipay's production gateway (OpenAPI 2.0). The sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do. */
export const ALIPAY_PRODUCTION_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/**
 * One Alipay application (docs/alipay.md): its id, its private key (requests are signed with it,
 * RSA2), and how Alipay's answers and notifications are verified: Alipay's public key
 * ("public-key mode"), or the three certificates of "certificate mode" (which Alipay requires for
 * fund transfers, `alipay.fund.trans.uni.transfer`).
 */
export interface AlipayOptions {
  appId: string;
  /** PEM, PKCS#8 (whatever form it was given in). */
  privateKey: string;
  /** Public-key mode: Alipay's public key, PEM (SPKI). */
  alipayPublicKey?: string;
  /** Certificate mode: the app's certificate, Alipay's public certificate and Alipay's root certificate (PEM). */
  certificates?: { appCert: string; alipayPublicCert: string; alipayRootCert: string };
  /** The OpenAPI 2.0 gateway, default the production one. */
  gateway: string;
  /** How long one call to the gateway may take. */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** The key's base64 body, without PEM armour and white space. */
const keyBody = (key: string) => key.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

/**
 * Any form Alipay's key tool writes (PKCS#1 or PKCS#8, PEM or bare base64) as PKCS#8 PEM, so that
 * the SDK is told one key type. Throws when it is not an RSA private key.
 */
export const normalizePrivateKey = (key: string, name = 'ALIPAY_PRIVATE_KEY'): string => {
  const attempts = key.includes('-----BEGIN')
    ? [() => createPrivateKey(key)]
    : (['pkcs8', 'pkcs1'] as const).map(
        (type) => () => createPrivateKey({ key: Buffer.from(keyBody(key), 'base64'), format: 'der', type }),
      );
  for (const attempt of attempts) {
    try {
      const parsed = attempt();
      if (parsed.asymmetricKeyType !== 'rsa') break;
      return parsed.export({ format: 'pem', type: 'pkcs8' }).toString();
    } catch {
      // the next form
    }
  }
  throw new Error(`${name} is not an RSA private key (PKCS#1 or PKCS#8, PEM or base64)`);
};

/** Alipay's public key, PEM or bare base64 (as the Open Platform shows it), as SPKI PEM. */
export const normalizePublicKey = (key: string, name = 'ALIPAY_PUBLIC_KEY'): string => {
  try {
    const parsed = key.includes('-----BEGIN')
      ? createPublicKey(key)
      : createPublicKey({ key: Buffer.from(keyBody(key), 'base64'), format: 'der', type: 'spki' });
    if (parsed.asymmetricKeyType === 'rsa') return parsed.export({ format: 'pem', type: 'spki' }).toString();
  } catch {
    // reported below
  }
  throw new Error(`${name} is not an RSA public key (PEM or base64)`);
};

/**
 * Reads the Alipay settings from the environment (docs/alipay.md). Answers null when
 * ALIPAY_APP_ID is not set: Alipay is off unless configured. Throws, naming the variable, when it
 * is set but incomplete or unreadable, so that a misconfigured server does not start.
 *
 * - ALIPAY_APP_ID: the application's id.
 * - ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE: the application's RSA2 private key.
 * - ALIPAY_PUBLIC_KEY or ALIPAY_PUBLIC_KEY_FILE: Alipay's public key (public-key mode), or
 * - ALIPAY_APP_CERT(_FILE), ALIPAY_PUBLIC_CERT(_FILE), ALIPAY_ROOT_CERT(_FILE): certificate mode.
 * - ALIPAY_GATEWAY: default https://openapi.alipay.com/gateway.do.
 * - ALIPAY_TIMEOUT_MS: default 10000.
 */
export const readAlipayOptions = (env: Env): AlipayOptions | null => {
  const appId = env.ALIPAY_APP_ID?.trim();
  if (!appId) return null;
  const privateKey = readSetting(env, 'ALIPAY_PRIVATE_KEY');
  if (!privateKey)
    throw new Error('ALIPAY_APP_ID is set: set ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE too');
  const publicKey = readSetting(env, 'ALIPAY_PUBLIC_KEY');
  const appCert = readSetting(env, 'ALIPAY_APP_CERT');
  const alipayPublicCert = readSetting(env, 'ALIPAY_PUBLIC_CERT');
  const alipayRootCert = readSetting(env, 'ALIPAY_ROOT_CERT');
  const anyCert = appCert || alipayPublicCert || alipayRootCert;
  if (anyCert && !(appCert && alipayPublicCert && alipayRootCert))
    throw new Error(
      'Alipay certificate mode needs ALIPAY_APP_CERT, ALIPAY_PUBLIC_CERT and ALIPAY_ROOT_CERT (or their _FILE forms)',
    );
  if (!publicKey && !anyCert)
    throw new Error(
      "ALIPAY_APP_ID is set: set ALIPAY_PUBLIC_KEY (or ALIPAY_PUBLIC_KEY_FILE), Alipay's public key, or the three ALIPAY_*_CERT certificates",
    );
  const gateway = env.ALIPAY_GATEWAY?.trim() || ALIPAY_PRODUCTION_GATEWAY;
  try {
    new URL(gateway);
  } catch {
    throw new Error(`ALIPAY_GATEWAY is not a URL: ${gateway}`);
  }
  const timeoutMs = Number(env.ALIPAY_TIMEOUT_MS?.trim() || 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error('ALIPAY_TIMEOUT_MS must be an integer ≥ 100');
  return {
    appId,
    privateKey: normalizePrivateKey(privateKey),
    ...(anyCert
      ? {
          certificates: {
            appCert: appCert as string,
            alipayPublicCert: alipayPublicCert as string,
            alipayRootCert: alipayRootCert as string,
          },
        }
      : { alipayPublicKey: normalizePublicKey(publicKey as string) }),
    gateway,
    timeoutMs,
  };
};
