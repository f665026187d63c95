import { UPLOAD_CREDENTIAL_TTL_SECONDS } from '@merchant/shared';
import type { StorageConfig } from '../config';
import type { GrantSigner, IssuedCredentials } from './grant';
import { assumeRoleForKey } from './s3/sts-credentials';

/** What a credential is for: one key, its store's prefix, who asked, the size it may reach. */
export interface ScopeRequest {
  key: string;
  prefix: string;
  storeId: number;
  accountId: number;
  maxSize: number;
}

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
    const issued = signer.issue({
      key: scope.key,
      prefix: scope.prefix,
      storeId: scope.storeId,
      accountId: scope.accountId,
      max: scope.maxSize,
      exp: expiredTime,
    });
    return { ...issued, startTime, expiredTime };
  };

/** S3 mode: STS AssumeRole narrowed to the key (needs S3_ROLE_ARN; refused without it). */
export const s3Issuer =
  (config: StorageConfig): CredentialIssuer =>
  (scope) =>
    assumeRoleForKey(config, scope, UPLOAD_CREDENTIAL_TTL_SECONDS);
