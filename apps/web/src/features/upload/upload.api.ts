/** Server calls of the media library (docs/uploads.md §4). */
import type { Page, SignedFileUrl, UploadedFile } from '@merchant/shared';
import { http } from '../../lib/http';
import type { UploadFilesQuery } from './upload-model';

export const fetchFiles = (query: UploadFilesQuery, signal?: AbortSignal): Promise<Page<UploadedFile>> =>
  http.post<Page<UploadedFile>>('/upload/files', query, { signal });

/** A fresh signed URL (900 s) to read one file. */
export const fetchFileUrl = (id: number): Promise<SignedFileUrl> =>
  http.get<SignedFileUrl>(`/upload/files/${id}/url`);

export const deleteFile = (id: number): Promise<null> => http.del<null>(`/upload/files/${id}`);
