import {
  ALGORITHM,
  canonicalRequest,
  credentialScope,
  encodePath,
  parseQuery,
  sha256Hex,
  signatureOf,
  signingKey,
  stringToSign,
  toAmzDate,
  UNSIGNED_PAYLOAD,
} from './sigv4';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface PresignInput {
  method: string;
  /** Absolute URL with the path not yet encoded (`https://host/storage/bucket/a b.jpg`). */
  url: string;
  region: string;
  service?: string;
  credentials: SigningCredentials;
  expiresInSeconds: number;
  now?: Date;
}

/**
 * A presigned URL (query-string authentication): the embedded store's signed GET URLs. Only
 * `host` is signed and the payload is UNSIGNED-PAYLOAD, as S3 presigned URLs do.
 */
export const presignUrl = (input: PresignInput): string => {
  const url = new URL(input.url);
  const path = encodePath(decodeURIComponent(url.pathname));
  const now = input.now ?? new Date();
  const amzDate = toAmzDate(now);
  const scope = credentialScope(amzDate.slice(0, 8), input.region, input.service ?? 's3');
  const query = parseQuery(url.search.slice(1));
  query.push(
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${input.credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresInSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  );
  if (input.credentials.sessionToken) query.push(['X-Amz-Security-Token', input.credentials.sessionToken]);
  const canonical = canonicalRequest({
    method: input.method,
    path,
    query,
    headers: { host: url.host },
    signedHeaders: ['host'],
    payloadHash: UNSIGNED_PAYLOAD,
  });
  const key = signingKey(
    input.credentials.secretAccessKey,
    amzDate.slice(0, 8),
    input.region,
    input.service ?? 's3',
  );
  const signature = signatureOf(key, stringToSign(amzDate, scope, canonical));
  const search = [...query, ['X-Amz-Signature', signature]]
    .map(([k, v]) => `${encodeURIComponent(k ?? '')}=${encodeURIComponent(v ?? '')}`)
    .join('&');
  return `${url.origin}${path}?${search}`;
};

export interface SignedRequestInput {
  method: string;
  url: string;
  region: string;
  service: string;
  credentials: SigningCredentials;
  headers?: Record<string, string>;
  body?: string;
  /** UNSIGNED-PAYLOAD instead of the body's SHA-256 (S3 allows it; tests use it). */
  payloadHash?: string;
  now?: Date;
}

/** Header-signed request (Authorization header): the STS AssumeRole call, and tests. */
export const signRequestHeaders = (input: SignedRequestInput): Record<string, string> => {
  const url = new URL(input.url);
  const now = input.now ?? new Date();
  const amzDate = toAmzDate(now);
  const payloadHash = input.payloadHash ?? sha256Hex(input.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
  };
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;
  const signedHeaders = Object.keys(headers).sort();
  const scope = credentialScope(amzDate.slice(0, 8), input.region, input.service);
  const canonical = canonicalRequest({
    method: input.method,
    path: encodePath(decodeURIComponent(url.pathname)),
    query: parseQuery(url.search.slice(1)),
    headers,
    signedHeaders,
    payloadHash,
  });
  const key = signingKey(input.credentials.secretAccessKey, amzDate.slice(0, 8), input.region, input.service);
  const signature = signatureOf(key, stringToSign(amzDate, scope, canonical));
  headers.authorization = `${ALGORITHM} Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`;
  delete headers.host;
  return headers;
};
