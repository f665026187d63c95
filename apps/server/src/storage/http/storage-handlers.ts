import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SNIFF_BYTES } from '../../features/upload/content-sniff';
import { readHead } from '../../features/upload/read-head';
import { originOf } from '../../lib/request-origin';
import type { EmbeddedStore } from '../embedded/embedded-storage';
import type { Grant } from '../grant';
import { dispositionOf, servedTypeOf } from '../served-type';
import { sha256Hex, UNSIGNED_PAYLOAD } from '../sigv4';
import { entityTooLarge, missingRestoreRequest, StorageError } from '../storage-error';
import { parseCompleteParts, parseRestoreRequest, partsXml, uploadsXml, xmlDocument } from './s3-xml';
import type { ParsedRequest } from './storage-operation';

export interface CallContext {
  store: EmbeddedStore;
  grant: Grant;
  parsed: ParsedRequest;
  payloadHash: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Up to 10000 parts of about 100 bytes each fit easily. */
const MAX_XML_BODY = 4 * 1024 * 1024;

const bodyOf = (request: FastifyRequest): Buffer | Readable =>
  (request.body as Readable | undefined) ?? Buffer.alloc(0);

/** Small XML request bodies (complete, restore), read with a cap and checked against the signed hash. */
const readXmlBody = async ({ request, payloadHash }: CallContext): Promise<string> => {
  const body = bodyOf(request);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
    size += (chunk as Buffer).length;
    if (size > MAX_XML_BODY)
      throw new StorageError('MaxMessageLengthExceeded', 'Your request was too big.', 400);
    chunks.push(chunk as Buffer);
  }
  const data = Buffer.concat(chunks);
  if (payloadHash !== UNSIGNED_PAYLOAD && sha256Hex(data) !== payloadHash)
    throw new StorageError(
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      400,
    );
  return data.toString('utf8');
};

const writeLimits = (c: CallContext, maxBytes: number | undefined) => {
  const length = c.request.headers['content-length'];
  return {
    maxBytes,
    expectedLength: length === undefined ? undefined : Number(length),
    expectedSha256: c.payloadHash === UNSIGNED_PAYLOAD ? undefined : c.payloadHash,
  };
};

const xml = (reply: FastifyReply, body: string) => reply.type('application/xml').send(body);

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against a size; undefined for no or unusable Range. */
const rangeOf = (header: string | undefined, size: number) => {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return undefined;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start > end || start >= size)
    throw new StorageError('InvalidRange', 'The requested range is not satisfiable', 416);
  return { start, end };
};

/** The type the object is served with: from its bytes and key, never the uploader's word. */
const servedType = async (c: CallContext, size: number) => {
  const head =
    size > 0 ? await readHead(c.store.storage, c.parsed.key, Math.min(SNIFF_BYTES, size)) : Buffer.alloc(0);
  return servedTypeOf(c.parsed.key, head);
};

const readObject = async (c: CallContext, withBody: boolean) => {
  const { store, parsed, request, reply } = c;
  const info = await store.storage.head(parsed.key);
  if (!info) throw new StorageError('NoSuchKey', 'The specified key does not exist.', 404, parsed.key);
  const range = rangeOf(request.headers.range, info.size);
  const type = await servedType(c, info.size);
  reply
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('accept-ranges', 'bytes')
    .type(type)
    .header('content-disposition', dispositionOf(type))
    .header('content-length', range ? range.end - range.start + 1 : info.size);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  if (!withBody) return reply.send();
  return reply.send((await store.storage.get(parsed.key, range)).body);
};

/** One function per S3 call; each answers as S3 does (headers or an XML document). */
export const runOperation = async (c: CallContext): Promise<unknown> => {
  const { store, grant, parsed, request, reply } = c;
  const { key, bucket, operation: op } = parsed;
  const { objects, multipart } = store;
  switch (op.kind) {
    case 'getObject':
      return readObject(c, true);
    case 'headObject':
      return readObject(c, false);
    case 'putObject': {
      const { etag } = await objects.put(
        key,
        bodyOf(request),
        request.headers['content-type'],
        writeLimits(c, grant.max),
      );
      return reply.header('etag', etag).send();
    }
    case 'copyObject': {
      const source = await objects.head(op.source);
      if (source && grant.max !== undefined && source.size > grant.max) throw entityTooLarge(key);
      const { etag } = await objects.copyOnce(op.source, key);
      return xml(reply, xmlDocument('CopyObjectResult', { LastModified: new Date(), ETag: etag }));
    }
    case 'createMultipart': {
      const uploadId = await multipart.create(key, request.headers['content-type']);
      return xml(
        reply,
        xmlDocument('InitiateMultipartUploadResult', { Bucket: bucket, Key: key, UploadId: uploadId }),
      );
    }
    case 'uploadPart': {
      const { etag } = await multipart.uploadPart(
        key,
        op.uploadId,
        op.partNumber,
        bodyOf(request),
        writeLimits(c, grant.max),
      );
      return reply.header('etag', etag).send();
    }
    case 'uploadPartCopy': {
      const { etag, lastModified } = await multipart.uploadPartCopy(
        key,
        op.uploadId,
        op.partNumber,
        op.source,
        op.range,
      );
      return xml(reply, xmlDocument('CopyPartResult', { LastModified: lastModified, ETag: etag }));
    }
    case 'complete': {
      const parts = parseCompleteParts(await readXmlBody(c));
      if (!parts)
        throw new StorageError(
          'MalformedXML',
          'The XML you provided was not well-formed or did not validate against our published schema.',
          400,
        );
      const { etag } = await multipart.complete(key, op.uploadId, parts, grant.max);
      const location = `${originOf(request)}${request.url.split('?')[0]}`;
      return xml(
        reply,
        xmlDocument('CompleteMultipartUploadResult', {
          Location: location,
          Bucket: bucket,
          Key: key,
          ETag: etag,
        }),
      );
    }
    case 'listParts': {
      const all = (await multipart.listParts(key, op.uploadId)).filter(
        (p) => p.partNumber > op.partNumberMarker,
      );
      const page = all.slice(0, op.maxParts);
      return xml(reply, partsXml(bucket, key, op.uploadId, page, op.maxParts, all.length > page.length));
    }
    case 'abort':
      await multipart.abort(key, op.uploadId);
      return reply.code(204).send();
    case 'listUploads': {
      const all = (await multipart.list(op.prefix))
        .sort((a, b) => (a.key === b.key ? a.uploadId.localeCompare(b.uploadId) : a.key < b.key ? -1 : 1))
        .filter((u) =>
          !op.keyMarker
            ? true
            : u.key > op.keyMarker ||
              (u.key === op.keyMarker && op.uploadIdMarker !== '' && u.uploadId > op.uploadIdMarker),
        );
      const page = all.slice(0, op.maxUploads);
      return xml(reply, uploadsXml(bucket, op.prefix, page, op.maxUploads, all.length > page.length));
    }
    case 'restore': {
      const restore = parseRestoreRequest(await readXmlBody(c));
      if (!restore) throw missingRestoreRequest(key);
      await store.storage.restore(key, restore);
      return reply.code(200).send();
    }
    case 'deleteObject':
      throw new StorageError('AccessDenied', 'Objects are deleted through the API', 403, key);
  }
};
