import { UPLOAD_CREDENTIAL_TTL_SECONDS } from '@merchant/shared';
import type { GrantSigner } from '../grant';
import type { ObjectStorage } from '../object-storage';
import { encodePath } from '../sigv4';
import { presignUrl } from '../sigv4-sign';
import { createDiskLayout } from './disk-layout';
import { createEmbeddedMultipart } from './embedded-multipart';
import { createEmbeddedObjects } from './embedded-objects';
import { sweepAbandonedFiles } from './temp-files';

export interface EmbeddedOptions {
  dataDir: string;
  bucket: string;
  region: string;
  signer: GrantSigner;
  /** Public base of the /storage endpoints when the caller does not give one. */
  defaultPublicBase: string;
}

/**
 * The embedded store: objects on local disk under DATA_DIR/objects, unfinished multipart
 * uploads under DATA_DIR/multipart. The server calls it directly; browsers reach the same
 * store through the S3-compatible endpoints of storage/http, with signed requests. `objects`
 * and `multipart` stay reachable for those endpoints, which pass size and hash limits.
 */
export const createEmbeddedStorage = (options: EmbeddedOptions) => {
  const layout = createDiskLayout(options.dataDir);
  const objects = createEmbeddedObjects(layout);
  const multipart = createEmbeddedMultipart(layout, objects);

  const storage: ObjectStorage = {
    kind: 'embedded',
    bucket: options.bucket,
    region: options.region,
    put: (key, body, o = {}) => objects.put(key, body, o.contentType, { expectedLength: o.contentLength }),
    head: objects.head,
    get: objects.get,
    delete: objects.delete,
    /** A presigned GET backed by a read-only grant for this one key. */
    signedGetUrl: async (key, o = {}) => {
      const expires = o.expiresInSeconds ?? UPLOAD_CREDENTIAL_TTL_SECONDS;
      const issued = options.signer.issue({
        key,
        prefix: key,
        exp: Math.floor(Date.now() / 1000) + expires,
        read: true,
      });
      const base = (o.publicBase ?? options.defaultPublicBase).replace(/\/$/, '');
      return presignUrl({
        method: 'GET',
        url: `${base}/${options.bucket}/${encodePath(key)}`,
        region: options.region,
        credentials: {
          accessKeyId: issued.tmpSecretId,
          secretAccessKey: issued.tmpSecretKey,
          sessionToken: issued.sessionToken,
        },
        expiresInSeconds: expires,
      });
    },
    copyOnce: objects.copyOnce,
    restore: objects.restore,
    createMultipart: (key, o = {}) => multipart.create(key, o.contentType),
    uploadPart: (key, uploadId, partNumber, body, contentLength) =>
      multipart.uploadPart(key, uploadId, partNumber, body, { expectedLength: contentLength }),
    uploadPartCopy: multipart.uploadPartCopy,
    completeMultipart: (key, uploadId, parts) => multipart.complete(key, uploadId, parts),
    listUploads: multipart.list,
    listParts: multipart.listParts,
    abort: multipart.abort,
  };
  /** Removes what a killed process left half-written (temp-files.ts); run at start. */
  const sweep = () => sweepAbandonedFiles(layout);
  return { storage, objects, multipart, layout, sweep };
};

export type EmbeddedStore = ReturnType<typeof createEmbeddedStorage>;
