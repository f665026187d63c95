import { createHash, createHmac } from 'node:crypto';

/**
 * The pieces of AWS Signature Version 4 that both sides need: the canonical request, the
 * string to sign and the signing key. Written from the published algorithm
 * (docs.aws.amazon.com, "Create a signed AWS API request") so that the embedded store can
 * check what any standard S3 client signs, and the STS call can sign its own request.
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX. */
export const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A path with each segment encoded once, slashes kept (S3 does not double-encode). */
export const encodePath = (path: string): string => path.split('/').map(uriEncode).join('/');

/** `k=v&…` pairs, decoded. S3 treats `+` literally, so it is not turned into a space. */
export const parseQuery = (rawQuery: string): [string, string][] =>
  rawQuery
    .split('&')
    .filter((part) => part.length > 0)
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      const value = eq < 0 ? '' : part.slice(eq + 1);
      return [safeDecode(name), safeDecode(value)];
    });

export const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The canonical query string: every pair encoded, sorted by name, then by value. */
export const canonicalQuery = (pairs: [string, string][]): string =>
  pairs
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** Header values trimmed, inner runs of spaces collapsed; names lower-case, in signed order. */
export const canonicalHeaders = (
  headers: Record<string, string | string[] | undefined>,
  signedHeaders: string[],
): string =>
  signedHeaders
    .map((name) => {
      const raw = headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');

export interface CanonicalRequestInput {
  method: string;
  /** Already URI-encoded path. */
  path: string;
  query: [string, string][];
  headers: Record<string, string | string[] | undefined>;
  signedHeaders: string[];
  payloadHash: string;
}

export const canonicalRequest = (r: CanonicalRequestInput): string =>
  [
    r.method.toUpperCase(),
    r.path || '/',
    canonicalQuery(r.query),
    canonicalHeaders(r.headers, r.signedHeaders),
    r.signedHeaders.join(';'),
    r.payloadHash,
  ].join('\n');

/** `yyyymmdd/region/service/aws4_request` */
export const credentialScope = (date: string, region: string, service: string): string =>
  `${date}/${region}/${service}/aws4_request`;

export const stringToSign = (amzDate: string, scope: string, canonical: string): string =>
  [ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n');

export const signingKey = (secret: string, date: string, region: string, service: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');

export const signatureOf = (key: Buffer, toSign: string): string =>
  createHmac('sha256', key).update(toSign).digest('hex');

/** `20261121T101500Z` for a Date. */
export const toAmzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Parses `20261121T101500Z`; null when malformed. */
export const parseAmzDate = (value: string): Date | null => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(date.getTime()) ? null : date;
};
