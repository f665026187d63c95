/** Pure rules of the media library screen. */
import type { ListQueryInput, UploadPurpose } from '@merchant/shared';

/** A list query of POST /upload/files (packages/shared/src/lists/upload.list.ts). */
export type UploadFilesQuery = ListQueryInput;

/** Menu entry of /files (docs/uploads.md §4): its button permissions. */
export const FILES_MENU_ID = 404;
export const DELETE_PERMISSION = 'upload:delete';
export const FILES_PAGE_SIZE = 20;

export type PurposeFilter = 'all' | UploadPurpose;
export const purposeFilters: readonly PurposeFilter[] = ['all', 'image', 'video', 'document'];

export const buildFilesQuery = (page: number, size: number, filter: PurposeFilter): UploadFilesQuery => ({
  pageable: { number: page, size },
  restrictions: filter === 'all' ? [] : [{ name: 'purpose', operator: '=', value: filter }],
});

/** The page to show after deleting `deleted` rows: the previous one when the last page empties. */
export const pageAfterDelete = (page: number, size: number, total: number, deleted: number): number => {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - deleted) / size));
  return Math.min(page, lastPage);
};

/** How a file can be previewed in the console. */
export const previewKind = (contentType: string): 'image' | 'video' | 'pdf' | 'none' => {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'application/pdf') return 'pdf';
  return 'none';
};

/** A signed URL is still usable for at least `marginS` seconds. */
export const isUrlFresh = (expiredTime: number, nowMs: number, marginS = 30): boolean =>
  expiredTime * 1000 - nowMs > marginS * 1000;
