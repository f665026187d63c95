import { UPLOAD_CREDENTIAL_TTL_SECONDS } from '@merchant/shared';
import type { StorageConfig } from '../config';
import type { GrantSigner, IssuedCredentials } from './grant';
import { assumeRoleForKey } from './s3/sts-credentials';

/**
 * What a credential is for: one key, its owner's prefix, who asked, the size it may reach.
 * Without a key it is an abort credential: list and abort unfinished uploads under the
 * prefix, nothing else (docs/uploads.md, "Abort credential").
 */
export type ScopeRequest = {
  prefix: string;
  /** The store the prefix belongs to; absent for an account's own uploads. */
  storeId?: number;
  accountId: number;
} & ({ key: string; maxSize: number } | { key?: undefined; maxSize?: undefined });

export interface IssuedWithTimes extends IssuedCredentials {
  /** Epoch seconds. */
  startTime: number;
  expiredTime: number;
}

export type CredentialIssuer = (scope: ScopeRequest) => Promise<IssuedWithTimes>;

/** Embedded mode: a signed grant (storage/grant.ts) that the /storage endpoints verify. */
export const embeddedIssuer =
  (signer: GrantSigner): CredentialIssuer =>
  async (scope) => {
    const startTime = Math.floor(Date.now() / 1000);
    const expiredTime = startTime + UPLOAD_CREDENTIAL_TTL_SECONDS;
    const who = {
      prefix: scope.prefix,
      storeId: scope.storeId,
      accountId: scope.accountId,
      exp: expiredTime,
    };
    const issued =
      scope.key === undefined
        ? signer.issue({ ...who, key: '', abort: true })
        : signer.issue({ ...who, key: scope.key, max: scope.maxSize });
    return { ...issued, startTime, expiredTime };
  };

/**
 * S3 mode with server signing (S3_BROWSER_ACCESS=presign): no secret leaves the server. The
 * credential keeps the spec's fields with empty ids, key and token; its times say how long the
 * key is handed out for, and the browser asks POST /upload/sign for each operation's URL.
 */
export const serverSigningIssuer = (): CredentialIssuer => async () => {
  const startTime = Math.floor(Date.now() / 1000);
  return {
    tmpSecretId: '',
    tmpSecretKey: '',
    sessionToken: '',
    startTime,
    expiredTime: startTime + UPLOAD_CREDENTIAL_TTL_SECONDS,
  };
};

/** S3 mode: STS AssumeRole narrowed to the scope (needs S3_ROLE_ARN; refused without it). */
export const s3Issuer =
  (config: StorageConfig): CredentialIssuer =>
  (scope) =>
    assumeRoleForKey(config, scope, UPLOAD_CREDENTIAL_TTL_SECONDS);
