/** Pure rules of the media library screen. */
import {
  type ListQueryInput,
  type UploadFilesQuery,
  type UploadPurpose,
  uploadPurposes,
} from '@merchant/shared';

export const DELETE_PERMISSION = 'upload:delete';
export const FILES_PAGE_SIZE = 20;

/** The paging and purpose of a list query, as GET /upload/files reads them. */
export const legacyFilesQuery = (query: ListQueryInput): UploadFilesQuery => {
  const purpose = query.restrictions?.find((r) => r.name === 'purpose' && r.operator === '=')?.value;
  return {
    number: query.pageable?.number ?? 1,
    size: query.pageable?.size ?? FILES_PAGE_SIZE,
    ...(typeof purpose === 'string' && (uploadPurposes as readonly string[]).includes(purpose)
      ? { purpose: purpose as UploadPurpose }
      : {}),
  };
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
