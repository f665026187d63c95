/**
 * What the uploader needs from the gateway (docs/uploads.md §1, §3), injected so that this
 * module stays free of the console's HTTP client and testable with fakes.
 */
import type {
  UploadAbortCredential,
  UploadCredential,
  UploadCredentialQuery,
  UploadReportBody,
  UploadSignBody,
  UploadSignedRequests,
} from '@merchant/shared';

export type {
  UploadAbortCredential,
  UploadCredential,
  UploadReportBody,
  UploadSignBody,
  UploadSignedRequests,
};

export interface UploadApi<R = unknown> {
  /** GET /upload/credential; with `key`, a fresh credential for an earlier, unreported key. */
  getCredential(query: UploadCredentialQuery, signal?: AbortSignal): Promise<UploadCredential>;
  /**
   * GET /upload/credential/abort: a credential that may only list and abort unfinished uploads
   * under the caller's prefix (the abort levels; docs/uploads.md "Abort credential").
   */
  getAbortCredential(signal?: AbortSignal): Promise<UploadAbortCredential>;
  /**
   * POST /upload/sign: presigned URLs for one storage operation, when the credential says the
   * server signs (`signing: "server"`; docs/uploads.md "Server signing").
   */
  sign(body: UploadSignBody, signal?: AbortSignal): Promise<UploadSignedRequests>;
  /** POST /upload/report; answers the recorded file. */
  report(body: UploadReportBody, signal?: AbortSignal): Promise<R>;
}
