/**
 * AWS Signature Version 4 for S3 (header and query-string forms), on Web Crypto so that it
 * runs unchanged in the browser and in Node 20. Requests are signed with the temporary
 * credentials of the upload credential call: their session token goes along as
 * X-Amz-Security-Token. Bodies are not hashed (UNSIGNED-PAYLOAD): the browser streams a File
 * slice without reading it into memory first.
 *
 * The browser sets `Host` itself; it is signed (from the URL) but not returned as a header.
 */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignRequestInput {
  method: string;
  /** Absolute URL, with the query already in it. */
  url: string | URL;
  /** Headers to send and sign (content-type, x-amz-copy-source …). */
  headers?: Record<string, string>;
  credentials: SigningCredentials;
  region: string;
  service?: string;
  date?: Date;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD (the default). */
  payloadHash?: string;
}

const encoder = new TextEncoder();

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

const subtle = (): SubtleCrypto => {
  const crypto = globalThis.crypto?.subtle;
  if (!crypto) throw new Error('Web Crypto (crypto.subtle) is not available: use HTTPS or localhost');
  return crypto;
};

export const sha256Hex = async (data: string | ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> =>
  toHex(await subtle().digest('SHA-256', typeof data === 'string' ? encoder.encode(data) : data));

const hmac = async (key: ArrayBuffer | Uint8Array<ArrayBuffer>, data: string): Promise<ArrayBuffer> => {
  const cryptoKey = await subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return subtle().sign('HMAC', cryptoKey, encoder.encode(data));
};

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export const uriEncode = (value: string, keepSlash = false): string => {
  let out = '';
  for (const byte of encoder.encode(value)) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
};

/** An object key as a URL path: each segment encoded, the slashes kept. */
export const encodeKeyPath = (key: string): string => uriEncode(key, true);

/** `20130524T000000Z` */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const canonicalPath = (url: URL): string => {
  // URL.pathname is already percent-encoded; decode and re-encode so that it is in the one
  // form SigV4 expects (S3 does not double-encode).
  const decoded = url.pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  return uriEncode(decoded || '/', true);
};

const canonicalQuery = (url: URL): string => {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of url.searchParams) pairs.push([uriEncode(name), uriEncode(value)]);
  pairs.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
};

const normaliseHeaders = (headers: Record<string, string>): Array<[string, string]> =>
  Object.entries(headers)
    .map(([name, value]): [string, string] => [name.toLowerCase(), String(value).trim().replace(/\s+/g, ' ')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export const credentialScope = (date: Date, region: string, service: string): string =>
  `${amzDate(date).slice(0, 8)}/${region}/${service}/aws4_request`;

export const deriveSigningKey = async (
  secretAccessKey: string,
  date: Date,
  region: string,
  service: string,
): Promise<ArrayBuffer> => {
  const dateKey = await hmac(encoder.encode(`AWS4${secretAccessKey}`), amzDate(date).slice(0, 8));
  const regionKey = await hmac(new Uint8Array(dateKey), region);
  const serviceKey = await hmac(new Uint8Array(regionKey), service);
  return hmac(new Uint8Array(serviceKey), 'aws4_request');
};

export interface CanonicalParts {
  canonicalRequest: string;
  signedHeaders: string;
}

export const buildCanonicalRequest = (
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
): CanonicalParts => {
  const sorted = normaliseHeaders(headers);
  const signedHeaders = sorted.map(([name]) => name).join(';');
  const canonicalRequest = [
    method.toUpperCase(),
    canonicalPath(url),
    canonicalQuery(url),
    `${sorted.map(([name, value]) => `${name}:${value}`).join('\n')}\n`,
    signedHeaders,
    payloadHash,
  ].join('\n');
  return { canonicalRequest, signedHeaders };
};

const signCanonical = async (
  canonicalRequest: string,
  date: Date,
  region: string,
  service: string,
  secretAccessKey: string,
): Promise<string> => {
  const stringToSign = [
    SIGV4_ALGORITHM,
    amzDate(date),
    credentialScope(date, region, service),
    await sha256Hex(canonicalRequest),
  ].join('\n');
  const key = await deriveSigningKey(secretAccessKey, date, region, service);
  return toHex(await hmac(new Uint8Array(key), stringToSign));
};

/**
 * Signs a request in the Authorization header. Returns the headers to send: the caller's,
 * plus x-amz-date, x-amz-content-sha256, x-amz-security-token and Authorization.
 */
export const signRequest = async (input: SignRequestInput): Promise<Record<string, string>> => {
  const url = new URL(input.url);
  const date = input.date ?? new Date();
  const service = input.service ?? 's3';
  const payloadHash = input.payloadHash ?? UNSIGNED_PAYLOAD;
  const send: Record<string, string> = { ...input.headers };
  send['x-amz-date'] = amzDate(date);
  send['x-amz-content-sha256'] = payloadHash;
  if (input.credentials.sessionToken) send['x-amz-security-token'] = input.credentials.sessionToken;
  const { canonicalRequest, signedHeaders } = buildCanonicalRequest(
    input.method,
    url,
    { ...send, host: url.host },
    payloadHash,
  );
  const signature = await signCanonical(
    canonicalRequest,
    date,
    input.region,
    service,
    input.credentials.secretAccessKey,
  );
  send.Authorization =
    `${SIGV4_ALGORITHM} Credential=${input.credentials.accessKeyId}/${credentialScope(date, input.region, service)}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return send;
};

export interface PresignInput {
  method?: string;
  url: string | URL;
  credentials: SigningCredentials;
  region: string;
  service?: string;
  date?: Date;
  /** Seconds the URL stays valid (spec §9: 900). */
  expiresIn?: number;
}

/** A pre-signed URL (query-string authentication); only `host` is signed. */
export const presignUrl = async (input: PresignInput): Promise<string> => {
  const url = new URL(input.url);
  const date = input.date ?? new Date();
  const service = input.service ?? 's3';
  const params = url.searchParams;
  params.set('X-Amz-Algorithm', SIGV4_ALGORITHM);
  params.set(
    'X-Amz-Credential',
    `${input.credentials.accessKeyId}/${credentialScope(date, input.region, service)}`,
  );
  params.set('X-Amz-Date', amzDate(date));
  params.set('X-Amz-Expires', String(input.expiresIn ?? 900));
  if (input.credentials.sessionToken) params.set('X-Amz-Security-Token', input.credentials.sessionToken);
  params.set('X-Amz-SignedHeaders', 'host');
  const { canonicalRequest } = buildCanonicalRequest(
    input.method ?? 'GET',
    url,
    { host: url.host },
    UNSIGNED_PAYLOAD,
  );
  const signature = await signCanonical(
    canonicalRequest,
    date,
    input.region,
    service,
    input.credentials.secretAccessKey,
  );
  // Rebuild the query in canonical encoding so that what the server decodes is what we signed.
  return `${url.origin}${canonicalPath(url)}?${canonicalQuery(url)}&X-Amz-Signature=${signature}`;
};
