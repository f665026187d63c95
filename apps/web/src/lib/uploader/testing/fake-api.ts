/**
 * A fake gateway for the uploader tests: credentials for keys under one store, reports, and,
 * with `signing = 'server'`, presigned URLs that the FakeS3 it was given accepts (each for its
 * one method and URL, as a real presigned URL).
 */
import type {
  UploadAbortCredential,
  UploadCredential,
  UploadCredentialQuery,
  UploadReportBody,
  UploadSignBody,
  UploadSignedRequests,
  UploadSigning,
} from '@merchant/shared';
import { buildQuery, type QueryPair } from '../s3-params';
import { encodeKeyPath } from '../sigv4';
import type { UploadApi } from '../upload-api';
import type { FakeS3 } from './fake-s3';
import { BUCKET, ENDPOINT, REGION } from './fixtures';

const methods = {
  putObject: 'PUT',
  createMultipartUpload: 'POST',
  uploadPart: 'PUT',
  listParts: 'GET',
  completeMultipartUpload: 'POST',
  abortMultipartUpload: 'DELETE',
  listMultipartUploads: 'GET',
} as const;

export interface FakeReport extends UploadReportBody {
  id: number;
}

export class FakeApi implements UploadApi<FakeReport> {
  readonly credentialCalls: UploadCredentialQuery[] = [];
  abortCredentialCalls = 0;
  readonly reports: FakeReport[] = [];
  /** Keys the server refuses to hand out again (reported, other store …). */
  readonly refusedKeys = new Set<string>();
  expiresIn = 900;
  now = () => Date.now();
  /** Who signs storage requests: the browser (credentials) or this fake server (sign). */
  signing: UploadSigning = 'client';
  /** The storage that accepts the URLs `sign` answers (server signing). */
  storage: FakeS3 | undefined;
  readonly signCalls: UploadSignBody[] = [];
  /** The next `sign` calls fail (as a refused or lost call would). */
  failSigns = 0;
  private count = 0;
  private signed = 0;

  /** The fake's credential fields: empty when the server signs. */
  private secrets(prefix: string) {
    const none = this.signing === 'server';
    return {
      tmpSecretId: none ? '' : `${prefix}${this.count}`,
      tmpSecretKey: none ? '' : 'secret',
      sessionToken: none ? '' : `${prefix}token-${this.count}`,
    };
  }

  async sign(body: UploadSignBody): Promise<UploadSignedRequests> {
    this.signCalls.push(body);
    if (this.failSigns > 0) {
      this.failSigns -= 1;
      throw new Error('sign refused');
    }
    if (this.signing !== 'server' || !this.storage) throw new Error('uploadSigningNotUsed');
    const start = Math.floor(this.now() / 1000);
    const method = methods[body.operation];
    const url = (path: string, query: QueryPair[]) => {
      this.signed += 1;
      const signedQuery: QueryPair[] = [
        ...query,
        ['X-Amz-Expires', this.expiresIn],
        ['X-Amz-Signature', `fake-${this.signed}`],
      ];
      const address = `${ENDPOINT}/${BUCKET}${path}${buildQuery(signedQuery)}`;
      this.storage?.presigned.set(address, method);
      return address;
    };
    const object = 'key' in body ? `/${encodeKeyPath(body.key)}` : '';
    const requests = (() => {
      switch (body.operation) {
        case 'putObject':
          return [{ url: url(object, []) }];
        case 'createMultipartUpload':
          return [{ url: url(object, [['uploads', null]]) }];
        case 'uploadPart':
          return body.partNumbers.map((partNumber) => ({
            partNumber,
            url: url(object, [
              ['partNumber', partNumber],
              ['uploadId', body.uploadId],
            ]),
          }));
        case 'listParts':
          return [
            {
              url: url(object, [
                ['uploadId', body.uploadId],
                ['part-number-marker', body.partNumberMarker],
              ]),
            },
          ];
        case 'completeMultipartUpload':
        case 'abortMultipartUpload':
          return [{ url: url(object, [['uploadId', body.uploadId]]) }];
        case 'listMultipartUploads':
          return [
            {
              url: url('', [
                ['uploads', null],
                ['prefix', body.prefix],
                ['key-marker', body.keyMarker],
                ['upload-id-marker', body.uploadIdMarker],
              ]),
            },
          ];
      }
    })();
    return { method, requests, startTime: start, expiredTime: start + this.expiresIn };
  }

  async getCredential(query: UploadCredentialQuery): Promise<UploadCredential> {
    this.credentialCalls.push(query);
    if (query.key && this.refusedKeys.has(query.key)) throw new Error('uploadKeyNotYours');
    this.count += 1;
    const key = query.key ?? `stores/1/2026/01/${String(this.count).padStart(16, '0')}-${query.fileName}`;
    const start = Math.floor(this.now() / 1000);
    return {
      signing: this.signing,
      bucket: { bucketName: BUCKET, region: REGION },
      storage: {
        key,
        endpoint: ENDPOINT,
        objectUrl: `${ENDPOINT}/${BUCKET}/${key}`,
        bucketUrl: `${ENDPOINT}/${BUCKET}`,
        forcePathStyle: true,
        prefix: 'stores/1/',
      },
      credentials: {
        ...this.secrets('id-'),
        startTime: start,
        expiredTime: start + this.expiresIn,
      },
      purpose: 'video',
      maxSize: 5_368_709_120,
    };
  }

  async getAbortCredential(): Promise<UploadAbortCredential> {
    this.abortCredentialCalls += 1;
    this.count += 1;
    const start = Math.floor(this.now() / 1000);
    return {
      signing: this.signing,
      bucket: { bucketName: BUCKET, region: REGION },
      storage: {
        endpoint: ENDPOINT,
        bucketUrl: `${ENDPOINT}/${BUCKET}`,
        forcePathStyle: true,
        prefix: 'stores/1/',
      },
      credentials: {
        ...this.secrets('abort-'),
        startTime: start,
        expiredTime: start + this.expiresIn,
      },
    };
  }

  async report(body: UploadReportBody): Promise<FakeReport> {
    const record = { ...body, id: this.reports.length + 1 };
    this.reports.push(record);
    return record;
  }
}
