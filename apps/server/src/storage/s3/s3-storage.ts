import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  RestoreObjectCommand,
  S3Client,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_CREDENTIAL_TTL_SECONDS } from '@merchant/shared';
import type { ObjectInfo, ObjectStorage, PartInfo, UploadInfo } from '../object-storage';
import { dispositionOf, responseTypeOf } from '../served-type';
import { encodePath } from '../sigv4';
import { missingRestoreRequest, noSuchKey, StorageError } from '../storage-error';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export const createS3Client = (s: S3Settings) =>
  new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    // Plain bodies only: the default CRC trailers (aws-chunked) are not understood by every
    // S3-compatible service, and Content-MD5/ETags already guard integrity here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

interface SdkError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** SDK failures as StorageError, so both stores fail with the same codes. */
const asStorageError = (error: unknown, key?: string): StorageError => {
  const e = error as SdkError;
  return new StorageError(
    e.name ?? 'InternalError',
    e.message ?? String(error),
    e.$metadata?.httpStatusCode ?? 500,
    key,
  );
};

const isMissing = (error: unknown) => {
  const e = error as SdkError;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible service (AWS S3, Tencent COS, MinIO) through the AWS SDK v3. */
export const createS3Storage = (s: S3Settings, client = createS3Client(s)): ObjectStorage => {
  const Bucket = s.bucket;
  const copySource = (key: string) => `${Bucket}/${encodePath(key)}`;
  const call = async <T>(run: () => Promise<T>, key?: string): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw error instanceof StorageError ? error : asStorageError(error, key);
    }
  };
  const head = async (Key: string): Promise<ObjectInfo | null> => {
    try {
      const r = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return {
        key: Key,
        size: r.ContentLength ?? 0,
        etag: r.ETag ?? '',
        contentType: r.ContentType ?? 'application/octet-stream',
        lastModified: r.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw asStorageError(error, Key);
    }
  };

  return {
    kind: 's3',
    bucket: Bucket,
    region: s.region,
    put: (Key, Body, o = {}) =>
      call(async () => {
        const r = await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body,
            ContentType: o.contentType,
            ContentLength: o.contentLength,
          }),
        );
        return { etag: r.ETag ?? '' };
      }, Key),
    head,
    get: (Key, range) =>
      call(async () => {
        const r = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const info = (await head(Key)) as ObjectInfo;
        return { info, body: r.Body as Readable };
      }, Key),
    delete: (Key) =>
      call(async () => void (await client.send(new DeleteObjectCommand({ Bucket, Key }))), Key),
    /**
     * The answer's type and disposition are response-header overrides, part of the signature:
     * whatever type the object was stored with, the browser gets the recorded one (or an
     * octet-stream attachment).
     */
    signedGetUrl: (Key, o = {}) => {
      const type = responseTypeOf(o.recordedType);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key,
          ResponseContentType: type,
          ResponseContentDisposition: dispositionOf(type),
        }),
        { expiresIn: o.expiresInSeconds ?? UPLOAD_CREDENTIAL_TTL_SECONDS },
      );
    },
    copyOnce: async (sourceKey, Key) => {
      try {
        const r = await client.send(
          new CopyObjectCommand({ Bucket, Key, CopySource: copySource(sourceKey) }),
        );
        return { etag: r.CopyObjectResult?.ETag ?? '' };
      } catch (error) {
        throw isMissing(error) ? noSuchKey(sourceKey) : asStorageError(error, Key);
      }
    },
    restore: async (Key, request) => {
      if (!request) throw missingRestoreRequest(Key);
      await call(
        () =>
          client.send(
            new RestoreObjectCommand({
              Bucket,
              Key,
              RestoreRequest: {
                Days: request.days,
                GlacierJobParameters: request.tier ? { Tier: request.tier as 'Standard' } : undefined,
              },
            }),
          ),
        Key,
      );
    },
    createMultipart: (Key, o = {}) =>
      call(async () => {
        const r = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key, ContentType: o.contentType }),
        );
        return r.UploadId as string;
      }, Key),
    uploadPart: (Key, UploadId, PartNumber, Body, ContentLength) =>
      call(async () => {
        const r = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength }),
        );
        return { etag: r.ETag ?? '' };
      }, Key),
    uploadPartCopy: async (Key, UploadId, PartNumber, sourceKey, range) => {
      try {
        const r = await client.send(
          new UploadPartCopyCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            CopySource: copySource(sourceKey),
            CopySourceRange: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return { etag: r.CopyPartResult?.ETag ?? '' };
      } catch (error) {
        throw (error as SdkError).name === 'NoSuchKey' ? noSuchKey(sourceKey) : asStorageError(error, Key);
      }
    },
    completeMultipart: (Key, UploadId, parts) =>
      call(async () => {
        const r = await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
          }),
        );
        return { etag: r.ETag ?? '', size: (await head(Key))?.size ?? 0 };
      }, Key),
    listUploads: (Prefix) =>
      call(async () => {
        const uploads: UploadInfo[] = [];
        let KeyMarker: string | undefined;
        let UploadIdMarker: string | undefined;
        for (;;) {
          const r = await client.send(
            new ListMultipartUploadsCommand({ Bucket, Prefix, KeyMarker, UploadIdMarker }),
          );
          for (const u of r.Uploads ?? [])
            uploads.push({
              key: u.Key ?? '',
              uploadId: u.UploadId ?? '',
              initiated: u.Initiated ?? new Date(0),
            });
          if (!r.IsTruncated) return uploads;
          KeyMarker = r.NextKeyMarker;
          UploadIdMarker = r.NextUploadIdMarker;
        }
      }),
    listParts: (Key, UploadId) =>
      call(async () => {
        const parts: PartInfo[] = [];
        let PartNumberMarker: string | undefined;
        for (;;) {
          const r = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker }));
          for (const p of r.Parts ?? [])
            parts.push({
              partNumber: p.PartNumber ?? 0,
              etag: p.ETag ?? '',
              size: p.Size ?? 0,
              lastModified: p.LastModified ?? new Date(0),
            });
          if (!r.IsTruncated) return parts;
          PartNumberMarker = r.NextPartNumberMarker;
        }
      }, Key),
    abort: (Key, UploadId) =>
      call(
        async () => void (await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))),
        Key,
      ),
  };
};
