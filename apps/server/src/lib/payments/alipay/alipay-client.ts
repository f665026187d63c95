import type { AlipaySdk } from 'alipay-sdk';
import type { AlipayOptions } from './alipay-options';
import { toAlipayTime } from './alipay-time';

/** A call's answer, read only after its signature was verified with Alipay's key. */
export type AlipayAnswer =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; code: string; subCode: string; subMsg: string; data: Record<string, unknown> };

/**
 * The gateway could not be asked, or its answer could not be trusted (HTTP error, no answer, a
 * signature that does not verify). Whether the call took effect is unknown: the caller asks again
 * later with the same number (every call here is idempotent on our number).
 */
export class AlipayUnavailable extends Error {
  constructor(
    readonly method: string,
    cause: unknown,
  ) {
    super(`alipay ${method}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

export interface AlipayClient {
  readonly appId: string;
  /** Calls `method` on the gateway, signed RSA2; the answer's signature is always checked. */
  call(method: string, bizContent: Record<string, unknown>): Promise<AlipayAnswer>;
  /** The signed order string an app hands to the Alipay client (`alipay.trade.app.pay`); no network. */
  orderString(
    method: string,
    params: { notifyUrl?: string; bizContent: Record<string, unknown> },
  ): Promise<string>;
  /** Checks an asynchronous notification's RSA2 signature (form fields already decoded). */
  verifyNotification(fields: Record<string, string>): Promise<boolean>;
}

/**
 * The official SDK (alipay-sdk), configured once per process from AlipayOptions. The SDK is
 * loaded on first use (importing it takes most of a second), so a server that never pays by
 * Alipay never loads it.
 */
export const createAlipayClient = (options: AlipayOptions): AlipayClient => {
  let loading: Promise<AlipaySdk> | undefined;
  const sdkOf = () => {
    loading ??= import('alipay-sdk').then(({ AlipaySdk }) => newSdk(AlipaySdk));
    return loading;
  };
  const newSdk = (Sdk: typeof AlipaySdk) =>
    new Sdk({
      appId: options.appId,
      privateKey: options.privateKey,
      keyType: 'PKCS8',
      signType: 'RSA2',
      gateway: options.gateway,
      timeout: options.timeoutMs,
      // Keep Alipay's own snake_case names in answers (docs speak them).
      camelcase: false,
      ...(options.certificates
        ? {
            appCertContent: options.certificates.appCert,
            alipayPublicCertContent: options.certificates.alipayPublicCert,
            alipayRootCertContent: options.certificates.alipayRootCert,
          }
        : { alipayPublicKey: options.alipayPublicKey }),
    });
  return {
    appId: options.appId,
    async call(method, bizContent) {
      const sdk = await sdkOf();
      let data: Record<string, unknown>;
      try {
        // The SDK stamps requests in the process's local time; Alipay reads Beijing time.
        data = await sdk.exec(
          method,
          { bizContent, timestamp: toAlipayTime(new Date()) },
          { validateSign: true },
        );
      } catch (error) {
        throw new AlipayUnavailable(method, error);
      }
      const code = String(data.code ?? '');
      if (code === '10000') return { ok: true, data };
      return {
        ok: false,
        code,
        subCode: String(data.sub_code ?? ''),
        subMsg: String(data.sub_msg ?? data.msg ?? ''),
        data,
      };
    },
    async orderString(method, { notifyUrl, bizContent }) {
      return (await sdkOf()).sdkExecute(
        method,
        { bizContent, timestamp: toAlipayTime(new Date()), ...(notifyUrl ? { notify_url: notifyUrl } : {}) },
        { bizContentAutoSnakeCase: false },
      );
    },
    async verifyNotification(fields) {
      const sdk = await sdkOf();
      try {
        // V2: the values are taken as given (the form parser already decoded them once).
        return sdk.checkNotifySignV2(fields);
      } catch {
        return false;
      }
    },
  };
};
