import { MAX_SINGLE_COPY_SIZE, partSizeFor } from '@merchant/shared';
import type { ObjectStorage } from './object-storage';
import { noSuchKey } from './storage-error';

export interface CopyOptions {
  /** Sources up to this size are copied in one step (spec §9: 5 GB); tests lower it. */
  singleCopyLimit?: number;
  /**
   * Smallest part of a multipart copy. 64 MB keeps real S3's 5 MB minimum and the number of
   * UploadPartCopy calls low; tests lower it.
   */
  minPartSize?: number;
}

/**
 * Copies an object the way spec §7/§9 describe: one step for sources up to 5 GB, otherwise a
 * multipart upload whose parts are UploadPartCopy ranges of the source. A missing source is
 * "{key} Not Exist". A failed part copy aborts the upload so that nothing is left behind.
 */
export const copyObject = async (
  storage: ObjectStorage,
  sourceKey: string,
  destKey: string,
  options: CopyOptions = {},
): Promise<{ etag: string; parts: number }> => {
  const source = await storage.head(sourceKey);
  if (!source) throw noSuchKey(sourceKey);
  if (source.size <= (options.singleCopyLimit ?? MAX_SINGLE_COPY_SIZE)) {
    return { ...(await storage.copyOnce(sourceKey, destKey)), parts: 1 };
  }
  const partSize = partSizeFor(source.size, options.minPartSize ?? 64 * 1024 * 1024);
  const uploadId = await storage.createMultipart(destKey, { contentType: source.contentType });
  try {
    const parts: { partNumber: number; etag: string }[] = [];
    for (let start = 0, partNumber = 1; start < source.size; start += partSize, partNumber++) {
      const end = Math.min(start + partSize, source.size) - 1;
      const { etag } = await storage.uploadPartCopy(destKey, uploadId, partNumber, sourceKey, { start, end });
      parts.push({ partNumber, etag });
    }
    const { etag } = await storage.completeMultipart(destKey, uploadId, parts);
    return { etag, parts: parts.length };
  } catch (error) {
    await storage.abort(destKey, uploadId).catch(() => {});
    throw error;
  }
};
