/**
 * Copying an object (spec §5, §9): sources up to 5 GB in one step, larger ones as a multipart
 * upload of copied ranges. The source's size comes from a HEAD, which needs Content-Length
 * exposed by CORS; a missing source is "{key} Not Exist".
 */
import { MAX_SINGLE_COPY_SIZE, MB } from './constants';
import { UploadError, uploadErrorText } from './errors';
import { choosePartSize, splitIntoParts } from './part-size';
import { runPool } from './pool';
import type { CompletedPart, S3Client } from './s3-client';
import { type ObjectParams, parseCopySource } from './s3-params';

export interface CopyFileParams extends ObjectParams {
  /** `bucket/key` of the source. */
  CopySource: string;
  /** Smallest part of a multipart copy (default 64 MB). */
  CopyChunkSize?: number;
  /** Parts copied at once (default 3). */
  ParallelLimit?: number;
  signal?: AbortSignal;
}

export const copyFile = async (client: S3Client, params: CopyFileParams): Promise<{ ETag?: string }> => {
  const source = parseCopySource(params.CopySource);
  if (!source) throw new UploadError(uploadErrorText.missingParam('CopySource'), 'MissingParam');
  const { ContentLength: size } = await client.headObject({
    Bucket: source.bucket,
    Region: params.Region,
    Key: source.key,
    signal: params.signal,
  });
  if (size <= MAX_SINGLE_COPY_SIZE) return client.copyObject(params);

  const partSize = choosePartSize(size, params.CopyChunkSize ?? 64 * MB);
  const { UploadId } = await client.createMultipartUpload(params);
  const parts: CompletedPart[] = [];
  try {
    await runPool(splitIntoParts(size, partSize), params.ParallelLimit ?? 3, async (range) => {
      const { ETag } = await client.uploadPartCopy({
        ...params,
        UploadId,
        PartNumber: range.partNumber,
        CopySourceRange: `bytes=${range.start}-${range.end - 1}`,
      });
      parts.push({ PartNumber: range.partNumber, ETag });
    });
    return await client.completeMultipartUpload({ ...params, UploadId, Parts: parts });
  } catch (error) {
    await client.abortMultipartUpload({ ...params, UploadId }).catch(() => undefined);
    throw error;
  }
};
