/** A fake gateway for the uploader tests: credentials for keys under one store, and reports. */
import type {
  UploadAbortCredential,
  UploadCredential,
  UploadCredentialQuery,
  UploadReportBody,
} from '@merchant/shared';
import type { UploadApi } from '../upload-api';
import { BUCKET, ENDPOINT, REGION } from './fixtures';

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
  private count = 0;

  async getCredential(query: UploadCredentialQuery): Promise<UploadCredential> {
    this.credentialCalls.push(query);
    if (query.key && this.refusedKeys.has(query.key)) throw new Error('uploadKeyNotYours');
    this.count += 1;
    const key = query.key ?? `stores/1/2026/01/${String(this.count).padStart(16, '0')}-${query.fileName}`;
    const start = Math.floor(this.now() / 1000);
    return {
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
        tmpSecretId: `id-${this.count}`,
        tmpSecretKey: 'secret',
        sessionToken: `token-${this.count}`,
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
      bucket: { bucketName: BUCKET, region: REGION },
      storage: {
        endpoint: ENDPOINT,
        bucketUrl: `${ENDPOINT}/${BUCKET}`,
        forcePathStyle: true,
        prefix: 'stores/1/',
      },
      credentials: {
        tmpSecretId: `abort-${this.count}`,
        tmpSecretKey: 'secret',
        sessionToken: `abort-token-${this.count}`,
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
