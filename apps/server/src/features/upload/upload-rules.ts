import { Code, purposeOfFileName, type UploadPurpose, uploadLimits } from '@merchant/shared';
import { AppError } from '../../lib/app-error';
import { sniffedPurpose } from './content-sniff';

/** `20 MB`, `5 GB`: limits as people read them. */
export const formatLimit = (bytes: number): string =>
  bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GB` : `${+(bytes / 1024 ** 2).toFixed(2)} MB`;

const tooLarge = (purpose: UploadPurpose) =>
  new AppError(Code.VALIDATION, 'uploadTooLarge', { limit: formatLimit(uploadLimits[purpose].maxSize) });

const checkSize = (purpose: UploadPurpose, size: number) => {
  // Size 0 is refused for every purpose: an empty image, video or PDF is never valid content.
  if (size === 0) throw new AppError(Code.VALIDATION, 'uploadEmptyFile');
  if (size > uploadLimits[purpose].maxSize) throw tooLarge(purpose);
};

/** At credential time: the purpose from the name's extension, and the declared size. */
export const checkDeclaredFile = (fileName: string, size: number): UploadPurpose => {
  const purpose = purposeOfFileName(fileName);
  if (!purpose) throw new AppError(Code.VALIDATION, 'uploadTypeNotAllowed');
  checkSize(purpose, size);
  return purpose;
};

/** `image/JPEG; charset=x` -> `image/jpeg` */
export const normaliseContentType = (value: string): string =>
  value.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * At report time, on what storage holds: the real size, the declared content type (one of
 * the purpose's types, or the browser's generic octet-stream) and the sniffed first bytes,
 * which must show a file of the key's purpose.
 */
export const checkStoredFile = (
  purpose: UploadPurpose,
  facts: { size: number; declaredType: string; sniffedType: string | null; extension: string },
): void => {
  checkSize(purpose, facts.size);
  const declared = normaliseContentType(facts.declaredType);
  if (declared !== 'application/octet-stream' && !uploadLimits[purpose].contentTypes.includes(declared))
    throw new AppError(Code.VALIDATION, 'uploadTypeNotAllowed');
  if (sniffedPurpose(facts.sniffedType) !== purpose)
    throw new AppError(Code.VALIDATION, 'uploadContentMismatch', { ext: `.${facts.extension}` });
};
