/**
 * Pure helpers of the upload component: which files a screen accepts (the same purpose limits
 * the server applies, from @merchant/shared), the cache target, and how sizes, speeds and
 * times are written.
 */
import { fileExtension, purposeOfFileName, type UploadPurpose, uploadLimits } from '@merchant/shared';

export type FileRefusal = { reason: 'type' } | { reason: 'empty' } | { reason: 'tooLarge'; maxSize: number };

/** Why a file cannot be uploaded for these purposes, or undefined when it can. */
export const checkFile = (
  file: { name: string; size: number },
  purposes: readonly UploadPurpose[],
): FileRefusal | undefined => {
  const purpose = purposeOfFileName(file.name);
  if (!purpose || !purposes.includes(purpose)) return { reason: 'type' };
  // The server refuses empty files for every purpose (docs/uploads.md): say so before asking.
  if (file.size === 0) return { reason: 'empty' };
  const { maxSize } = uploadLimits[purpose];
  if (file.size > maxSize) return { reason: 'tooLarge', maxSize };
  return undefined;
};

/** The `accept` attribute of the file picker: extensions and content types. */
export const acceptFor = (purposes: readonly UploadPurpose[]): string =>
  purposes
    .flatMap((purpose) => [
      ...uploadLimits[purpose].extensions.map((extension) => `.${extension}`),
      ...uploadLimits[purpose].contentTypes,
    ])
    .join(',');

/** Extensions for the hint under the drop zone: "JPG, PNG, …". */
export const extensionsFor = (purposes: readonly UploadPurpose[]): string =>
  purposes.flatMap((purpose) => uploadLimits[purpose].extensions.map((e) => e.toUpperCase())).join(', ');

/**
 * The upload-id cache's target: the store and the file's purpose, so that the same file
 * picked for another store or purpose never continues the wrong upload.
 */
export const uploadTarget = (storeId: number | undefined, fileName: string): string =>
  `store:${storeId ?? 'none'}/${purposeOfFileName(fileName) ?? fileExtension(fileName)}`;

const units = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB" (binary units, as file managers show them). */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))} ${units[unit]}`;
};

/** 65 -> "1:05", 3723 -> "1:02:03". */
export const formatDuration = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
};

export const isImage = (file: { name: string; type?: string }): boolean =>
  purposeOfFileName(file.name) === 'image' || Boolean(file.type?.startsWith('image/'));
