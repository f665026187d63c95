/** Server calls of the media library (docs/uploads.md §4). */
import type { ListQueryInput, Page, SignedFileUrl, UploadedFile, UploadFilesQuery } from '@merchant/shared';
import { http } from '../../lib/http';
import { legacyFilesQuery } from './upload-model';

/**
 * One page of the library for a list query (packages/shared lists/upload.list.ts). The
 * server's GET /upload/files knows paging and the purpose only, so that is what is sent
 * until it takes the list query itself (stream `data`: POST /upload/files).
 */
export const fetchFiles = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<UploadedFile>> =>
  http.get<Page<UploadedFile>>('/upload/files', { ...legacyFilesQuery(query) } satisfies UploadFilesQuery, {
    signal,
  });

/** A fresh signed URL (900 s) to read one file. */
export const fetchFileUrl = (id: number): Promise<SignedFileUrl> =>
  http.get<SignedFileUrl>(`/upload/files/${id}/url`);

export const deleteFile = (id: number): Promise<null> => http.del<null>(`/upload/files/${id}`);
