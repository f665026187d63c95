import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ALGORITHM,
  canonicalRequest,
  credentialScope,
  encodePath,
  parseAmzDate,
  parseQuery,
  safeDecode,
  signatureOf,
  signingKey,
  stringToSign,
  UNSIGNED_PAYLOAD,
} from './sigv4';
import { accessDenied, StorageError } from './storage-error';

/** Spec §9: signatures are valid 900 s; clocks may differ by 15 minutes (as S3 allows). */
export const MAX_PRESIGN_SECONDS = 900;
export const MAX_SKEW_MS = 15 * 60 * 1000;

export interface VerifyInput {
  method: string;
  /** Path and query exactly as received (`request.raw.url`). */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  region: string;
  now?: Date;
  /** The secret of an access key id, given the session token; throws StorageError when refused. */
  resolveSecret: (accessKeyId: string, sessionToken: string | undefined) => string;
}

export interface VerifiedRequest {
  accessKeyId: string;
  sessionToken: string | undefined;
  /** UNSIGNED-PAYLOAD or the hex SHA-256 the body must have. */
  payloadHash: string;
}

const malformed = (presigned: boolean, message: string) =>
  new StorageError(
    presigned ? 'AuthorizationQueryParametersError' : 'AuthorizationHeaderMalformed',
    message,
    400,
  );

interface Parsed {
  accessKeyId: string;
  scopeDate: string;
  scopeRegion: string;
  scopeService: string;
  terminator: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
}

const parseCredential = (credential: string) => {
  const [accessKeyId = '', scopeDate = '', scopeRegion = '', scopeService = '', terminator = ''] =
    credential.split('/');
  return { accessKeyId, scopeDate, scopeRegion, scopeService, terminator };
};

const fromHeader = (authorization: string, headers: IncomingHttpHeaders): Parsed => {
  const fields = Object.fromEntries(
    authorization
      .slice(ALGORITHM.length)
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
  if (!fields.Credential || !fields.SignedHeaders || !fields.Signature)
    throw malformed(false, 'The authorization header is malformed');
  const amzDate = String(headers['x-amz-date'] ?? '');
  return {
    ...parseCredential(fields.Credential),
    signedHeaders: fields.SignedHeaders.split(';'),
    signature: fields.Signature,
    amzDate,
  };
};

const fromQuery = (query: Map<string, string>): Parsed => {
  for (const name of [
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
  ])
    if (!query.get(name)) throw malformed(true, `Query-string authentication requires ${name}`);
  if (query.get('X-Amz-Algorithm') !== ALGORITHM)
    throw malformed(true, `X-Amz-Algorithm only supports "${ALGORITHM}"`);
  return {
    ...parseCredential(query.get('X-Amz-Credential') as string),
    signedHeaders: (query.get('X-Amz-SignedHeaders') as string).split(';'),
    signature: query.get('X-Amz-Signature') as string,
    amzDate: query.get('X-Amz-Date') as string,
  };
};

const checkTime = (signedAt: Date, now: Date, presigned: boolean, expires: number) => {
  if (!presigned) {
    if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS)
      throw new StorageError(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
        403,
      );
    return;
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGN_SECONDS)
    throw malformed(true, `X-Amz-Expires must be between 1 and ${MAX_PRESIGN_SECONDS} seconds`);
  if (signedAt.getTime() - now.getTime() > MAX_SKEW_MS) throw accessDenied('Request is not valid yet');
  if (now.getTime() > signedAt.getTime() + expires * 1000) throw accessDenied('Request has expired');
};

/**
 * Checks an AWS Signature V4 request, header-signed or presigned: well-formed, in scope
 * (date, region, service `s3`), in time (15 minutes of skew; presigned at most 900 s and not
 * expired), every `x-amz-*` header signed, and the signature itself. Throws StorageError with
 * S3's codes; answers who signed and the payload hash the body must match.
 */
export const verifySigV4 = (input: VerifyInput): VerifiedRequest => {
  const now = input.now ?? new Date();
  const q = input.rawUrl.indexOf('?');
  const rawPath = q < 0 ? input.rawUrl : input.rawUrl.slice(0, q);
  const pairs = parseQuery(q < 0 ? '' : input.rawUrl.slice(q + 1));
  const query = new Map(pairs);
  const authorization = String(input.headers.authorization ?? '');
  const presigned = !authorization && query.has('X-Amz-Algorithm');
  if (!presigned && !authorization.startsWith(`${ALGORITHM} `)) {
    if (authorization) throw new StorageError('InvalidArgument', `Only ${ALGORITHM} is supported`, 400);
    throw accessDenied('Anonymous access is forbidden; sign the request with AWS Signature V4');
  }
  const p = presigned ? fromQuery(query) : fromHeader(authorization, input.headers);

  const signedAt = parseAmzDate(p.amzDate);
  if (!signedAt) throw accessDenied('AWS authentication requires a valid x-amz-date');
  if (p.scopeDate !== p.amzDate.slice(0, 8) || p.scopeService !== 's3' || p.terminator !== 'aws4_request')
    throw malformed(presigned, 'The credential scope is malformed');
  if (p.scopeRegion !== input.region)
    throw malformed(presigned, `The region '${p.scopeRegion}' is wrong; expecting '${input.region}'`);
  checkTime(signedAt, now, presigned, Number(query.get('X-Amz-Expires')));

  if (!p.signedHeaders.includes('host')) throw malformed(presigned, 'The host header must be signed');
  // Unsigned x-amz-* headers (a copy source, a token) could be swapped by anyone in between.
  for (const name of Object.keys(input.headers))
    if (name.startsWith('x-amz-') && !p.signedHeaders.includes(name))
      throw accessDenied(`There were headers present in the request which were not signed: ${name}`);

  const sessionToken = presigned
    ? query.get('X-Amz-Security-Token')
    : (input.headers['x-amz-security-token'] as string | undefined);
  const payloadHash = String(input.headers['x-amz-content-sha256'] ?? (presigned ? UNSIGNED_PAYLOAD : ''));
  if (!payloadHash)
    throw new StorageError(
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
      400,
    );
  if (payloadHash.startsWith('STREAMING-'))
    throw new StorageError(
      'NotImplemented',
      'aws-chunked uploads are not supported; send UNSIGNED-PAYLOAD',
      501,
    );
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash))
    throw new StorageError(
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256',
      400,
    );

  const secret = input.resolveSecret(p.accessKeyId, sessionToken);
  const signingQuery = presigned ? pairs.filter(([k]) => k !== 'X-Amz-Signature') : pairs;
  const key = signingKey(secret, p.scopeDate, p.scopeRegion, 's3');
  const scope = credentialScope(p.scopeDate, p.scopeRegion, 's3');
  // The path as sent, and the same path re-encoded the canonical way: clients differ in
  // which characters they escape, and either form is what the client could have signed.
  const paths = new Set([rawPath, encodePath(safeDecode(rawPath))]);
  const expected = Buffer.from(p.signature.toLowerCase());
  const matches = [...paths].some((path) => {
    const canonical = canonicalRequest({
      method: input.method,
      path,
      query: signingQuery,
      headers: input.headers,
      signedHeaders: p.signedHeaders,
      payloadHash,
    });
    const actual = Buffer.from(signatureOf(key, stringToSign(p.amzDate, scope, canonical)));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
  if (!matches)
    throw new StorageError(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      403,
    );
  return { accessKeyId: p.accessKeyId, sessionToken, payloadHash };
};
