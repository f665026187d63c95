/**
 * How a file goes up (spec §4, §9): an empty file is put directly, a file of at least the
 * slice size in parts, anything in between in one put. The part size starts at the chunk size
 * (1 MB) and steps through 1, 2, 4, …, 1024, 2048, 4096, 5120 MB until the file needs no more
 * than 10,000 parts.
 */
import { MAX_PART_COUNT, MB, PART_SIZE_STEPS_MB, uploadDefaults } from './constants';
import { UploadError, uploadErrorText } from './errors';

export type UploadMode = 'empty' | 'single' | 'multipart';

export const chooseUploadMode = (size: number, sliceSize: number = uploadDefaults.sliceSize): UploadMode => {
  if (size === 0) return 'empty';
  return size >= sliceSize ? 'multipart' : 'single';
};

/** The largest file that fits: 10,000 parts of 5120 MB. */
export const MAX_MULTIPART_SIZE = MAX_PART_COUNT * 5120 * MB;

/**
 * The part size for a file of `size` bytes: the first step of at least `minPartSize` with
 * which the file fits in `maxParts` parts.
 */
export const choosePartSize = (
  size: number,
  minPartSize: number = uploadDefaults.chunkSize,
  maxParts: number = MAX_PART_COUNT,
): number => {
  for (const stepMb of PART_SIZE_STEPS_MB) {
    const step = stepMb * MB;
    if (step < minPartSize) continue;
    if (Math.ceil(size / step) <= maxParts) return step;
  }
  // A chunk size above the last step still works when the file fits with it.
  if (
    minPartSize > PART_SIZE_STEPS_MB[PART_SIZE_STEPS_MB.length - 1]! * MB &&
    size / minPartSize <= maxParts
  ) {
    return minPartSize;
  }
  throw new UploadError(uploadErrorText.fileTooLarge(size), 'FileTooLarge');
};

export interface PartRange {
  /** 1-based, as S3 numbers parts. */
  partNumber: number;
  start: number;
  /** Exclusive. */
  end: number;
  size: number;
}

/** The parts of a file of `size` bytes cut at `partSize`; the last one holds the rest. */
export const splitIntoParts = (size: number, partSize: number): PartRange[] => {
  const parts: PartRange[] = [];
  for (let start = 0, partNumber = 1; start < size; start += partSize, partNumber += 1) {
    const end = Math.min(start + partSize, size);
    parts.push({ partNumber, start, end, size: end - start });
  }
  return parts;
};
