/**
 * How a storage request gets its signature (docs/uploads.md §2 and "Server signing"). The
 * S3 client builds the request and says which operation it is; a signer answers the URL and
 * headers to send:
 * - `LocalSigner` (local-signer.ts) signs in the browser with SigV4 and the temporary
 *   credentials of the credential call (embedded store, S3 with STS);
 * - `RemoteSigner` (remote-signer.ts) asks the server for a presigned URL of that operation
 *   (S3 without STS: the credential answers `signing: "server"`).
 */

/** The operations the uploader performs; the server signs exactly these (POST /upload/sign). */
export type StorageOperation =
  | { operation: 'putObject'; key: string }
  | { operation: 'createMultipartUpload'; key: string }
  /** `partCount`: how many parts the upload has (a signer may sign the next ones ahead). */
  | { operation: 'uploadPart'; key: string; uploadId: string; partNumber: number; partCount?: number }
  | { operation: 'listParts'; key: string; uploadId: string; partNumberMarker?: number }
  | { operation: 'completeMultipartUpload'; key: string; uploadId: string }
  | { operation: 'abortMultipartUpload'; key: string; uploadId: string }
  | { operation: 'listMultipartUploads'; prefix: string; keyMarker?: string; uploadIdMarker?: string }
  /** Copy, restore, head and reads: only a signer holding credentials can sign them. */
  | { operation: 'other'; name: string };

export interface UnsignedRequest {
  method: string;
  /** Absolute URL with its query (what a local signature covers). */
  url: string;
  headers: Record<string, string>;
  region: string;
  operation: StorageOperation;
  signal?: AbortSignal;
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
}

export interface RequestSigner {
  sign(request: UnsignedRequest): Promise<SignedRequest>;
  /** A presigned GET URL (getObjectUrl); absent when the signer cannot make one. */
  presignGet?(input: { url: string; region: string; expiresIn: number }): Promise<string>;
}
