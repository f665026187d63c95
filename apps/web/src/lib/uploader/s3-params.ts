/**
 * Parameter checks of the storage calls (spec §5: missing Bucket, Region or Key, wrong Region
 * or Bucket format, bad Body) and the request addresses (path style by default, as the
 * embedded store and MinIO want; virtual-hosted style for AWS when asked).
 */
import { UploadError, uploadErrorText } from './errors';
import { encodeKeyPath, uriEncode } from './sigv4';
import type { RequestBody } from './transport';

export interface BucketParams {
  Bucket: string;
  Region: string;
}

export interface ObjectParams extends BucketParams {
  Key: string;
}

const REGION_FORMAT = /^[a-z0-9][a-z0-9-]*[a-z0-9]$|^[a-z0-9]$/;
// S3 bucket naming: 3-63 chars of lowercase letters, digits, dots and hyphens, starting and
// ending with a letter or digit, no two dots in a row, not an IP address.
const BUCKET_FORMAT = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const isValidRegion = (region: string): boolean => REGION_FORMAT.test(region);

export const isValidBucket = (bucket: string): boolean =>
  BUCKET_FORMAT.test(bucket) && !bucket.includes('..') && !/^\d+\.\d+\.\d+\.\d+$/.test(bucket);

const missing = (name: string): UploadError =>
  new UploadError(uploadErrorText.missingParam(name), 'MissingParam');

/** Throws the first problem of Bucket, Region (and Key when `needKey`). */
export const checkParams = (params: Partial<ObjectParams>, needKey: boolean): void => {
  if (!params.Bucket) throw missing('Bucket');
  if (!params.Region) throw missing('Region');
  if (needKey && !params.Key) throw missing('Key');
  if (!isValidRegion(params.Region)) {
    throw new UploadError(uploadErrorText.regionFormat(params.Region), 'RegionFormat');
  }
  if (!isValidBucket(params.Bucket)) {
    throw new UploadError(uploadErrorText.bucketFormat(params.Bucket), 'BucketFormat');
  }
};

export const isRequestBody = (body: unknown): body is RequestBody =>
  typeof body === 'string' ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

export const checkBody = (body: unknown): RequestBody => {
  if (!isRequestBody(body)) throw new UploadError(uploadErrorText.bodyFormat, 'BodyFormat');
  return body;
};

/** `[name, value]`; a null value is a bare flag (`?uploads`). */
export type QueryPair = [string, string | number | null | undefined];

export const buildQuery = (query: readonly QueryPair[] = []): string => {
  const parts = query
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) =>
      value === null ? uriEncode(name) : `${uriEncode(name)}=${uriEncode(String(value))}`,
    );
  return parts.length ? `?${parts.join('&')}` : '';
};

export interface AddressOptions {
  /** `http://127.0.0.1:8080/storage` (the credential's storage.endpoint). */
  endpoint: string;
  /** Default true: `{endpoint}/{bucket}/{key}`. False: `{scheme}://{bucket}.{host}/{key}`. */
  forcePathStyle?: boolean;
}

/** Address of a bucket (no key) or an object, without a query. */
export const resourceUrl = (options: AddressOptions, bucket: string, key?: string): string => {
  const base = new URL(options.endpoint, globalThis.location?.href);
  const path = base.pathname.replace(/\/+$/, '');
  const keyPath = key === undefined ? '' : `/${encodeKeyPath(key)}`;
  if (options.forcePathStyle === false) {
    return `${base.protocol}//${bucket}.${base.host}${path}${keyPath || '/'}`;
  }
  return `${base.origin}${path}/${bucket}${keyPath}`;
};

/** `bucket/key` or `/bucket/key` -> its parts. */
export const parseCopySource = (source: string): { bucket: string; key: string } | undefined => {
  const trimmed = source.replace(/^\/+/, '');
  const slash = trimmed.indexOf('/');
  if (slash <= 0 || slash === trimmed.length - 1) return undefined;
  return { bucket: trimmed.slice(0, slash), key: trimmed.slice(slash + 1) };
};
