import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * One storage operation a browser may be given a presigned URL for (docs/uploads.md, "Server
 * signing"). The caller (upload.service.ts) has already checked the key or prefix against the
 * caller's scope; this module only turns the operation into URLs signed with the server's key.
 * Nothing here takes a bucket or a free-form request: the bucket is the configured one and
 * each operation is one fixed SDK command.
 */
export type BrowserOperation =
  | { operation: 'putObject'; key: string }
  | { operation: 'createMultipartUpload'; key: string }
  | { operation: 'uploadPart'; key: string; uploadId: string; partNumbers: number[] }
  | { operation: 'listParts'; key: string; uploadId: string; partNumberMarker?: number }
  | { operation: 'completeMultipartUpload'; key: string; uploadId: string }
  | { operation: 'abortMultipartUpload'; key: string; uploadId: string }
  | { operation: 'listMultipartUploads'; prefix: string; keyMarker?: string; uploadIdMarker?: string };

export interface PresignedRequests {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** One URL, or one per part number (in the order asked) for uploadPart. */
  requests: { url: string; partNumber?: number }[];
}

export type BrowserPresigner = (op: BrowserOperation, expiresIn: number) => Promise<PresignedRequests>;

/** Presigned URLs through the AWS SDK's presigner; only `host` is signed (UNSIGNED-PAYLOAD). */
export const createBrowserPresigner =
  (client: S3Client, Bucket: string): BrowserPresigner =>
  async (op, expiresIn) => {
    const options = { expiresIn };
    switch (op.operation) {
      case 'putObject':
        return {
          method: 'PUT',
          requests: [
            { url: await getSignedUrl(client, new PutObjectCommand({ Bucket, Key: op.key }), options) },
          ],
        };
      case 'createMultipartUpload':
        return {
          method: 'POST',
          requests: [
            {
              url: await getSignedUrl(
                client,
                new CreateMultipartUploadCommand({ Bucket, Key: op.key }),
                options,
              ),
            },
          ],
        };
      case 'uploadPart':
        return {
          method: 'PUT',
          requests: await Promise.all(
            op.partNumbers.map(async (PartNumber) => ({
              partNumber: PartNumber,
              url: await getSignedUrl(
                client,
                new UploadPartCommand({ Bucket, Key: op.key, UploadId: op.uploadId, PartNumber }),
                options,
              ),
            })),
          ),
        };
      case 'listParts':
        return {
          method: 'GET',
          requests: [
            {
              url: await getSignedUrl(
                client,
                new ListPartsCommand({
                  Bucket,
                  Key: op.key,
                  UploadId: op.uploadId,
                  PartNumberMarker:
                    op.partNumberMarker === undefined ? undefined : String(op.partNumberMarker),
                }),
                options,
              ),
            },
          ],
        };
      case 'completeMultipartUpload':
        return {
          method: 'POST',
          requests: [
            {
              url: await getSignedUrl(
                client,
                new CompleteMultipartUploadCommand({ Bucket, Key: op.key, UploadId: op.uploadId }),
                options,
              ),
            },
          ],
        };
      case 'abortMultipartUpload':
        return {
          method: 'DELETE',
          requests: [
            {
              url: await getSignedUrl(
                client,
                new AbortMultipartUploadCommand({ Bucket, Key: op.key, UploadId: op.uploadId }),
                options,
              ),
            },
          ],
        };
      case 'listMultipartUploads':
        return {
          method: 'GET',
          requests: [
            {
              url: await getSignedUrl(
                client,
                new ListMultipartUploadsCommand({
                  Bucket,
                  Prefix: op.prefix,
                  KeyMarker: op.keyMarker,
                  UploadIdMarker: op.uploadIdMarker,
                }),
                options,
              ),
            },
          ],
        };
    }
  };
