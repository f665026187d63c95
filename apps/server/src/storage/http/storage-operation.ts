import type { Grant } from '../grant';
import type { ByteRange } from '../object-storage';
import { parseQuery, safeDecode } from '../sigv4';
import { accessDenied, invalidArgument, StorageError } from '../storage-error';

/** One S3 call of the subset the embedded endpoints serve (docs/uploads.md §2). */
export type Operation =
  | { kind: 'listUploads'; prefix: string; maxUploads: number; keyMarker: string; uploadIdMarker: string }
  | { kind: 'getObject' | 'headObject' | 'putObject' | 'createMultipart' | 'restore' | 'deleteObject' }
  | { kind: 'copyObject'; source: string }
  | { kind: 'listParts'; uploadId: string; maxParts: number; partNumberMarker: number }
  | { kind: 'uploadPart'; uploadId: string; partNumber: number }
  | { kind: 'uploadPartCopy'; uploadId: string; partNumber: number; source: string; range?: ByteRange }
  | { kind: 'complete' | 'abort'; uploadId: string };

export interface ParsedRequest {
  bucket: string;
  /** '' for bucket-level calls. */
  key: string;
  operation: Operation;
}

const notImplemented = () =>
  new StorageError(
    'NotImplemented',
    'A header or parameter you provided implies functionality that is not implemented',
    501,
  );

const intParam = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw invalidArgument(`${name} must be a non-negative integer`);
  return n;
};

/** `/bucket/key` or `bucket/key` (URL-encoded, maybe with ?versionId) -> [bucket, key]. */
const parseCopySource = (header: string): [string, string] => {
  const path = safeDecode(header.split('?')[0] ?? '').replace(/^\//, '');
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1)
    throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey');
  return [path.slice(0, slash), path.slice(slash + 1)];
};

const parseCopyRange = (header: string | undefined): ByteRange | undefined => {
  if (header === undefined) return undefined;
  const m = /^bytes=(\d+)-(\d+)$/.exec(header);
  if (!m) throw invalidArgument('The x-amz-copy-source-range value must be of the form bytes=first-last');
  return { start: Number(m[1]), end: Number(m[2]) };
};

/**
 * Reads bucket, key and operation from the path below /storage and the query, as S3 routes
 * them. `ourBucket` is the only bucket; a copy source in another bucket is refused.
 */
export const parseStorageRequest = (
  method: string,
  pathBelowStorage: string,
  rawQuery: string,
  headers: Record<string, string | string[] | undefined>,
  ourBucket: string,
): ParsedRequest => {
  const path = pathBelowStorage.replace(/^\//, '');
  const slash = path.indexOf('/');
  const bucket = safeDecode(slash < 0 ? path : path.slice(0, slash));
  const key =
    slash < 0
      ? ''
      : path
          .slice(slash + 1)
          .split('/')
          .map(safeDecode)
          .join('/');
  if (!bucket) throw accessDenied('Listing buckets is not offered');
  if (bucket !== ourBucket)
    throw new StorageError('NoSuchBucket', 'The specified bucket does not exist', 404);
  const q = new Map(parseQuery(rawQuery));
  const copyHeader = headers['x-amz-copy-source'] as string | undefined;
  const source = () => {
    const [b, k] = parseCopySource(copyHeader ?? '');
    if (b !== ourBucket) throw accessDenied('Copies are possible only within this bucket');
    return k;
  };
  const op = (operation: Operation): ParsedRequest => ({ bucket, key, operation });

  if (!key) {
    if (method === 'GET' && q.has('uploads'))
      return op({
        kind: 'listUploads',
        prefix: q.get('prefix') ?? '',
        maxUploads: Math.min(intParam(q.get('max-uploads'), 1000, 'max-uploads'), 1000),
        keyMarker: q.get('key-marker') ?? '',
        uploadIdMarker: q.get('upload-id-marker') ?? '',
      });
    throw notImplemented();
  }
  const uploadId = q.get('uploadId');
  if (uploadId === '') throw invalidArgument('no upload id');
  switch (method) {
    case 'GET':
      if (uploadId)
        return op({
          kind: 'listParts',
          uploadId,
          maxParts: Math.min(intParam(q.get('max-parts'), 1000, 'max-parts'), 1000),
          partNumberMarker: intParam(q.get('part-number-marker'), 0, 'part-number-marker'),
        });
      return op({ kind: 'getObject' });
    case 'HEAD':
      return op({ kind: 'headObject' });
    case 'PUT': {
      if (uploadId) {
        const partNumber = intParam(q.get('partNumber'), Number.NaN, 'partNumber');
        if (copyHeader !== undefined)
          return op({
            kind: 'uploadPartCopy',
            uploadId,
            partNumber,
            source: source(),
            range: parseCopyRange(headers['x-amz-copy-source-range'] as string | undefined),
          });
        return op({ kind: 'uploadPart', uploadId, partNumber });
      }
      if (copyHeader !== undefined) return op({ kind: 'copyObject', source: source() });
      if (q.size > 0 && ![...q.keys()].every((k) => k.startsWith('X-Amz-') || k === 'x-id'))
        throw notImplemented();
      return op({ kind: 'putObject' });
    }
    case 'POST':
      if (q.has('uploads')) return op({ kind: 'createMultipart' });
      if (uploadId) return op({ kind: 'complete', uploadId });
      if (q.has('restore')) return op({ kind: 'restore' });
      throw notImplemented();
    case 'DELETE':
      return uploadId ? op({ kind: 'abort', uploadId }) : op({ kind: 'deleteObject' });
    default:
      throw new StorageError(
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
        405,
      );
  }
};

/**
 * What a credential may do (docs/uploads.md, "What one credential may do"): read grants only
 * read their key; abort grants only list and abort unfinished uploads under their prefix;
 * upload grants write their key, read, abort and copy from anywhere under their owner's
 * prefix, and list unfinished uploads only under that prefix.
 */
export const checkScope = (grant: Grant, { key, operation }: ParsedRequest): void => {
  const denied = () =>
    accessDenied('Access Denied: this credential does not cover that request', key || undefined);
  const own = grant.key.length > 0 && key === grant.key;
  const underPrefix = (k: string) => grant.prefix.length > 0 && k.startsWith(grant.prefix);
  if (grant.read) {
    if ((operation.kind === 'getObject' || operation.kind === 'headObject') && own) return;
    throw denied();
  }
  if (grant.abort) {
    if (operation.kind === 'listUploads' && underPrefix(operation.prefix)) return;
    if (operation.kind === 'abort' && underPrefix(key)) return;
    throw denied();
  }
  switch (operation.kind) {
    case 'listUploads':
      if (underPrefix(operation.prefix)) return;
      throw denied();
    case 'abort':
    // Reading under the prefix is what a copy does with its source (HEAD for the size, spec
    // §5), so it adds nothing beyond the copy-source right.
    case 'getObject':
    case 'headObject':
      if (underPrefix(key)) return;
      throw denied();
    case 'copyObject':
    case 'uploadPartCopy':
      if (own && underPrefix(operation.source)) return;
      throw denied();
    case 'deleteObject':
      throw accessDenied('Objects are deleted through the API', key);
    default:
      if (own) return;
      throw denied();
  }
};
