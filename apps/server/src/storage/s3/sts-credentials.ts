import type { StorageConfig } from '../../config';
import type { IssuedWithTimes, ScopeRequest } from '../credential-issuer';
import { signRequestHeaders } from '../sigv4-sign';
import { StorageError } from '../storage-error';

/**
 * The session policy that narrows the assumed role to what an embedded-mode token allows:
 * object calls on the one key, abort and copy-source reads under the owner's prefix, and
 * listing unfinished uploads only under that prefix (docs/uploads.md, "What one credential
 * may do"). Without a key (an abort credential): abort under the prefix and the listing only.
 */
export const sessionPolicy = (bucket: string, scope: ScopeRequest) => {
  const list = {
    Effect: 'Allow',
    Action: ['s3:ListBucketMultipartUploads'],
    Resource: [`arn:aws:s3:::${bucket}`],
    Condition: { StringLike: { 's3:prefix': [`${scope.prefix}*`] } },
  };
  const underPrefix = [`arn:aws:s3:::${bucket}/${scope.prefix}*`];
  const Statement =
    scope.key === undefined
      ? [{ Effect: 'Allow', Action: ['s3:AbortMultipartUpload'], Resource: underPrefix }, list]
      : [
          {
            Effect: 'Allow',
            Action: [
              's3:PutObject',
              's3:GetObject',
              's3:ListMultipartUploadParts',
              's3:AbortMultipartUpload',
              's3:RestoreObject',
            ],
            Resource: [`arn:aws:s3:::${bucket}/${scope.key}`],
          },
          { Effect: 'Allow', Action: ['s3:AbortMultipartUpload', 's3:GetObject'], Resource: underPrefix },
          list,
        ];
  return JSON.stringify({ Version: '2012-10-17', Statement });
};

/** `store-3-account-9`, `account-9`, `…-abort`: who the temporary key was made for. */
const sessionName = (scope: ScopeRequest) =>
  [
    scope.storeId === undefined ? '' : `store-${scope.storeId}-`,
    `account-${scope.accountId}`,
    scope.key === undefined ? '-abort' : '',
  ]
    .join('')
    .slice(0, 64);

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/**
 * STS AssumeRole (Query API, SigV4 signed with the server's own key) for 900 s with the
 * session policy above. Not exercised by the test suite: there is no STS here.
 */
export const assumeRoleForKey = async (
  config: StorageConfig,
  scope: ScopeRequest,
  ttlSeconds: number,
  fetchImpl: typeof fetch = fetch,
): Promise<IssuedWithTimes> => {
  if (!config.roleArn || !config.accessKeyId || !config.secretAccessKey)
    throw new StorageError(
      'NotConfigured',
      'S3_ROLE_ARN and the S3 key are needed for browser credentials',
      503,
    );
  const body = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    RoleArn: config.roleArn,
    RoleSessionName: sessionName(scope),
    DurationSeconds: String(ttlSeconds),
    Policy: sessionPolicy(config.bucket, scope),
  }).toString();
  const url = config.stsEndpoint.replace(/\/?$/, '/');
  const headers = signRequestHeaders({
    method: 'POST',
    url,
    region: config.region,
    service: 'sts',
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body,
  });
  const res = await fetchImpl(url, { method: 'POST', headers, body });
  const xml = await res.text();
  const id = tag(xml, 'AccessKeyId');
  const secret = tag(xml, 'SecretAccessKey');
  const token = tag(xml, 'SessionToken');
  const expiration = tag(xml, 'Expiration');
  if (!res.ok || !id || !secret || !token || !expiration)
    throw new StorageError(
      tag(xml, 'Code') ?? 'STSError',
      tag(xml, 'Message') ?? `AssumeRole answered ${res.status}`,
      502,
    );
  return {
    tmpSecretId: id,
    tmpSecretKey: secret,
    sessionToken: token,
    startTime: Math.floor(Date.now() / 1000),
    expiredTime: Math.floor(new Date(expiration).getTime() / 1000),
  };
};
