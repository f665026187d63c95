/**
 * The gateway calls of uploads (docs/uploads.md §1, §3) for the uploader. Silent: a refusal
 * (type, size, store) is shown on the file's own row rather than as a toast.
 */
import type {
  UploadAbortCredential,
  UploadCredential,
  UploadCredentialQuery,
  UploadedFile,
  UploadReportBody,
  UploadSignBody,
  UploadSignedRequests,
} from '@merchant/shared';
import { http } from '../../lib/http';
import type { UploadApi } from '../../lib/uploader/upload-api';

export const uploadApi: UploadApi<UploadedFile> = {
  getCredential: (query: UploadCredentialQuery, signal?: AbortSignal) =>
    http.get<UploadCredential>('/upload/credential', { ...query }, { signal, silent: true }),
  getAbortCredential: (signal?: AbortSignal) =>
    http.get<UploadAbortCredential>('/upload/credential/abort', undefined, { signal, silent: true }),
  sign: (body: UploadSignBody, signal?: AbortSignal) =>
    http.post<UploadSignedRequests>('/upload/sign', body, { signal, silent: true }),
  report: (body: UploadReportBody, signal?: AbortSignal) =>
    http.post<UploadedFile>('/upload/report', body, { signal, silent: true }),
};
