/** Server calls of the media library (docs/uploads.md §4). */
import type { ListQueryInput, Page, SignedFileUrl, UploadedFile } from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of the library for a list query (packages/shared lists/upload.list.ts). */
export const fetchFiles = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<UploadedFile>> =>
  http.post<Page<UploadedFile>>('/upload/files', query, { signal });

/** A fresh signed URL (900 s) to read one file. */
export const fetchFileUrl = (id: number): Promise<SignedFileUrl> =>
  http.get<SignedFileUrl>(`/upload/files/${id}/url`);

export const deleteFile = (id: number): Promise<null> => http.del<null>(`/upload/files/${id}`);
