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

/** The SDK commands a presigned URL is made for here. */
type SignableCommand =
  | PutObjectCommand
  | CreateMultipartUploadCommand
  | UploadPartCommand
  | ListPartsCommand
  | CompleteMultipartUploadCommand
  | AbortMultipartUploadCommand
  | ListMultipartUploadsCommand;

export type BrowserPresigner = (op: BrowserOperation, expiresIn: number) => Promise<PresignedRequests>;

/** Presigned URLs through the AWS SDK's presigner; only `host` is signed (UNSIGNED-PAYLOAD). */
export const createBrowserPresigner =
  (client: S3Client, Bucket: string): BrowserPresigner =>
  async (op, expiresIn) => {
    // The presigner's generic types take one command type at a time.
    const sign = (command: SignableCommand) =>
      getSignedUrl(client, command as PutObjectCommand, { expiresIn });
    /** The operations that are one request. */
    const one = async (method: PresignedRequests['method'], command: SignableCommand) => ({
      method,
      requests: [{ url: await sign(command) }],
    });
    switch (op.operation) {
      case 'putObject':
        return one('PUT', new PutObjectCommand({ Bucket, Key: op.key }));
      case 'createMultipartUpload':
        return one('POST', new CreateMultipartUploadCommand({ Bucket, Key: op.key }));
      case 'uploadPart':
        return {
          method: 'PUT',
          requests: await Promise.all(
            op.partNumbers.map(async (PartNumber) => ({
              partNumber: PartNumber,
              url: await sign(
                new UploadPartCommand({ Bucket, Key: op.key, UploadId: op.uploadId, PartNumber }),
              ),
            })),
          ),
        };
      case 'listParts':
        return one(
          'GET',
          new ListPartsCommand({
            Bucket,
            Key: op.key,
            UploadId: op.uploadId,
            PartNumberMarker: op.partNumberMarker === undefined ? undefined : String(op.partNumberMarker),
          }),
        );
      case 'completeMultipartUpload':
        return one(
          'POST',
          new CompleteMultipartUploadCommand({ Bucket, Key: op.key, UploadId: op.uploadId }),
        );
      case 'abortMultipartUpload':
        return one('DELETE', new AbortMultipartUploadCommand({ Bucket, Key: op.key, UploadId: op.uploadId }));
      case 'listMultipartUploads':
        return one(
          'GET',
          new ListMultipartUploadsCommand({
            Bucket,
            Prefix: op.prefix,
            KeyMarker: op.keyMarker,
            UploadIdMarker: op.uploadIdMarker,
          }),
        );
    }
  };
