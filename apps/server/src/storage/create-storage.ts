import type { Config } from '../config';
import { type CredentialIssuer, embeddedIssuer, s3Issuer, serverSigningIssuer } from './credential-issuer';
import { createEmbeddedStorage, type EmbeddedStore } from './embedded/embedded-storage';
import { createGrantSigner, type GrantSigner } from './grant';
import type { ObjectStorage } from './object-storage';
import { type BrowserPresigner, createBrowserPresigner } from './s3/browser-presigner';
import { createS3Client, createS3Storage } from './s3/s3-storage';
import { encodePath } from './sigv4';
import { loadStorageSecret } from './storage-secret';

/** Where browsers reach storage for one key (the credential's `storage` part). */
export interface StorageAddress {
  endpoint: string;
  objectUrl: string;
  bucketUrl: string;
  forcePathStyle: boolean;
}

export interface Storage {
  objects: ObjectStorage;
  issueCredentials: CredentialIssuer;
  /**
   * Who signs browsers' storage requests: `client` (the browser, with the temporary
   * credentials: embedded mode and S3 with STS) or `server` (S3_BROWSER_ACCESS=presign: the
   * browser asks POST /upload/sign for presigned URLs; `presign` is then set).
   */
  browserSigning: 'client' | 'server';
  presign: BrowserPresigner | null;
  /** Addresses for a key; `origin` (`http://host:port`) is the caller's view of this server. */
  addressOf: (key: string, origin: string) => StorageAddress;
  /** Public base for embedded signed URLs, as seen from `origin`. */
  publicBase: (origin: string) => string | undefined;
  /** Embedded mode only: the disk store and the grant signer the /storage endpoints use. */
  embedded: { store: EmbeddedStore; signer: GrantSigner } | null;
  staleUploadMs: number;
}

/** Chooses the store by configuration: embedded (default) or STORAGE=s3. */
export const createStorage = (config: Config): Storage => {
  const s = config.storage;
  if (s.kind === 's3') {
    const endpoint = (s.endpoint ?? `https://s3.${s.region}.amazonaws.com`).replace(/\/$/, '');
    const client = createS3Client(s);
    const serverSigns = s.browserAccess === 'presign';
    return {
      objects: createS3Storage({ ...s }, client),
      issueCredentials: serverSigns ? serverSigningIssuer() : s3Issuer(s),
      browserSigning: serverSigns ? 'server' : 'client',
      presign: serverSigns ? createBrowserPresigner(client, s.bucket) : null,
      addressOf: (key) => {
        const url = new URL(endpoint);
        const bucketUrl = s.forcePathStyle
          ? `${endpoint}/${s.bucket}`
          : `${url.protocol}//${s.bucket}.${url.host}`;
        return {
          endpoint,
          bucketUrl,
          objectUrl: `${bucketUrl}/${encodePath(key)}`,
          forcePathStyle: s.forcePathStyle,
        };
      },
      publicBase: () => undefined,
      embedded: null,
      staleUploadMs: s.staleUploadMs,
    };
  }
  const signer = createGrantSigner(loadStorageSecret(s.secret, config.dataDir));
  const base = (origin: string) => (s.publicUrl ?? `${origin}/storage`).replace(/\/$/, '');
  const store = createEmbeddedStorage({
    dataDir: config.dataDir,
    bucket: s.bucket,
    region: s.region,
    signer,
    defaultPublicBase: base(`http://${config.host}:${config.port}`),
  });
  return {
    objects: store.storage,
    issueCredentials: embeddedIssuer(signer),
    browserSigning: 'client',
    presign: null,
    addressOf: (key, origin) => {
      const endpoint = base(origin);
      const bucketUrl = `${endpoint}/${s.bucket}`;
      return { endpoint, bucketUrl, objectUrl: `${bucketUrl}/${encodePath(key)}`, forcePathStyle: true };
    },
    publicBase: base,
    embedded: { store, signer },
    staleUploadMs: s.staleUploadMs,
  };
};
