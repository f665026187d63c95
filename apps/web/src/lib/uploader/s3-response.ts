/**
 * Turns a storage answer into a value or an UploadError. S3 error documents are
 * `<Error><Code/><Message/>…</Error>`; the codes that mean "these credentials may not do
 * this" become an authorization error, 5xx and throttling are worth a retry.
 */
import { UploadError, uploadErrorText } from './errors';
import type { TransportResponse } from './transport';
import { childText, parseXml, type XmlElement } from './xml';

const AUTHORIZATION_CODES = new Set([
  'AccessDenied',
  'SignatureDoesNotMatch',
  'InvalidAccessKeyId',
  'InvalidToken',
  'ExpiredToken',
  'TokenRefreshRequired',
  'RequestTimeTooSkewed',
  'AuthorizationQueryParametersError',
  'MissingSecurityHeader',
  'AuthorizationHeaderMalformed',
]);

/** Errors after which fresh credentials may help (the task renews and tries again). */
export const CREDENTIAL_CODES = new Set(['ExpiredToken', 'TokenRefreshRequired', 'InvalidToken']);

const RETRYABLE_CODES = new Set(['SlowDown', 'RequestTimeout', 'InternalError', 'ServiceUnavailable']);

/** A presigned URL that arrived after its expiry (server signing): a retry gets a fresh one. */
const isExpiredUrl = (error: UploadError): boolean =>
  error.s3Code === 'AccessDenied' && /Request has expired/i.test(error.message);

export const isCredentialError = (error: unknown): boolean =>
  error instanceof UploadError &&
  error.s3Code !== undefined &&
  (CREDENTIAL_CODES.has(error.s3Code) || isExpiredUrl(error));

const tryParse = (body: string): XmlElement | undefined => {
  if (!body.trim().startsWith('<')) return undefined;
  try {
    return parseXml(body);
  } catch {
    return undefined;
  }
};

export const errorFromResponse = (response: TransportResponse): UploadError => {
  const root = tryParse(response.body);
  const code = root?.name === 'Error' ? childText(root, 'Code') : undefined;
  const message = root?.name === 'Error' ? (childText(root, 'Message') ?? '') : '';
  const status = response.status;
  if (code && AUTHORIZATION_CODES.has(code)) {
    return new UploadError(uploadErrorText.authorization(code, message), 'AuthorizationError', {
      status,
      s3Code: code,
    });
  }
  const retryable = status >= 500 || status === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
  const text = message || code || `storage answered HTTP ${status}`;
  return new UploadError(text, code ?? `HTTP_${status}`, { status, s3Code: code, retryable });
};

/** Parses a 2xx XML body; S3 may answer 200 with an <Error> (complete, copy). */
export const parseOkXml = (response: TransportResponse): XmlElement => {
  const root = tryParse(response.body);
  if (!root) {
    throw new UploadError(
      `storage answered something that is not XML (HTTP ${response.status})`,
      'BadResponse',
      {
        status: response.status,
        retryable: true,
      },
    );
  }
  if (root.name === 'Error') throw errorFromResponse({ ...response, status: response.status });
  return root;
};

/** `"abc"` and `abc` are the same ETag; S3 puts quotes around it. */
export const unquoteEtag = (etag: string): string => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
export const quoteEtag = (etag: string): string => `"${unquoteEtag(etag)}"`;
