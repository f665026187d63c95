/**
 * What one run of an upload task works with: the file, the options, the credential keeper and
 * the storage client made from its credential, the cache, the progress and the stop signal.
 */
import type { CredentialKeeper } from './credential-keeper';
import type { PartProgress, ProgressThrottle } from './progress';
import { S3Client } from './s3-client';
import { signerFor } from './signer-for';
import type { Transport } from './transport';
import type { UploadApi, UploadCredential } from './upload-api';
import type { UploadIdCache } from './upload-cache';

export interface TaskOptions {
  chunkSize: number;
  sliceSize: number;
  chunkParallelLimit: number;
  chunkRetryTimes: number;
  progressInterval: number;
  /** Wait before retry n, ms (tests pass 0). */
  retryDelay?: (retry: number) => number;
  /** Bytes read at a time while hashing. */
  readChunk?: number;
}

export interface UploadContext {
  file: File;
  contentType: string;
  target: string;
  options: TaskOptions;
  cache: UploadIdCache;
  keeper: CredentialKeeper;
  /** The gateway (POST /upload/sign when the server signs). */
  api: Pick<UploadApi, 'sign'>;
  transport: Transport;
  signal: AbortSignal;
  throttle: ProgressThrottle;
  parts: PartProgress;
  /** The key and upload id are known (shown in the task, needed by cancel). */
  onSession: (session: { key: string; uploadId?: string; resumedBytes?: number }) => void;
  onPhase: (phase: 'uploading' | 'completing') => void;
}

export interface StorageTarget {
  client: S3Client;
  Bucket: string;
  Region: string;
}

/**
 * The storage client for the keeper's credential (endpoint, bucket and region come with it),
 * signing in the browser or through the server as the credential says.
 */
export const storageFor = (
  context: Pick<UploadContext, 'keeper' | 'transport' | 'api'>,
  credential: UploadCredential,
): StorageTarget => ({
  client: new S3Client({
    endpoint: credential.storage.endpoint,
    forcePathStyle: credential.storage.forcePathStyle ?? true,
    signer: signerFor(credential.signing, {
      api: context.api,
      getCredentials: async () => (await context.keeper.current()).credentials,
      now: () => context.keeper.now(),
    }),
    transport: context.transport,
    now: () => context.keeper.now(),
  }),
  Bucket: credential.bucket.bucketName,
  Region: credential.bucket.region,
});
