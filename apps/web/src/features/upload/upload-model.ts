/** Pure rules of the media library screen. */
export const DELETE_PERMISSION = 'upload:delete';
export const FILES_PAGE_SIZE = 20;

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
