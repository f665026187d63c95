/**
 * Abort levels (spec §4, §5; docs/uploads.md "Abort levels"):
 * - task: one upload, needs Key and UploadId;
 * - file: every unfinished upload of Key, needs Key;
 * - bucket: every unfinished upload under Prefix (the store's prefix: a credential may only
 *   list there).
 * Any other level is `abort_unknown_level`. Each upload is aborted on its own: the answer
 * lists what was aborted and what failed, like the original storage SDK's.
 */
import { UploadError, uploadErrorText } from './errors';
import { runPool } from './pool';
import type { ListedUpload, S3Client } from './s3-client';
import type { BucketParams } from './s3-params';

export const abortLevels = ['task', 'file', 'bucket'] as const;
export type AbortLevel = (typeof abortLevels)[number];

export interface AbortUploadsParams extends BucketParams {
  /** Default 'task'. A string, because callers may pass anything; unknown ones are refused. */
  Level?: string;
  Key?: string;
  UploadId?: string;
  /** Bucket level: where to look (the store's prefix). */
  Prefix?: string;
  ParallelLimit?: number;
  signal?: AbortSignal;
}

export interface AbortUploadsResult {
  successList: ListedUpload[];
  errorList: Array<ListedUpload & { error: unknown }>;
}

/** The level's own rules, before anything is sent. */
export const checkAbortLevel = (
  params: Pick<AbortUploadsParams, 'Level' | 'Key' | 'UploadId'>,
): AbortLevel => {
  const level = params.Level ?? 'task';
  if (level === 'task') {
    if (!params.Key) throw new UploadError(uploadErrorText.abortNoKey, 'AbortNoKey');
    if (!params.UploadId) throw new UploadError(uploadErrorText.abortNoId, 'AbortNoId');
    return level;
  }
  if (level === 'file') {
    if (!params.Key) throw new UploadError(uploadErrorText.abortNoKey, 'AbortNoKey');
    return level;
  }
  if (level === 'bucket') return level;
  throw new UploadError(uploadErrorText.abortUnknownLevel, 'AbortUnknownLevel');
};

export const abortUploads = async (
  client: S3Client,
  params: AbortUploadsParams,
): Promise<AbortUploadsResult> => {
  const level = checkAbortLevel(params);
  const { Bucket, Region, signal } = params;
  let targets: ListedUpload[];
  if (level === 'task') {
    targets = [{ Key: params.Key!, UploadId: params.UploadId! }];
  } else if (level === 'file') {
    const listed = await client.listAllMultipartUploads({ Bucket, Region, Prefix: params.Key, signal });
    // The prefix also matches longer keys ("a.png" matches "a.png.bak"): keep the key's own.
    targets = listed.filter((upload) => upload.Key === params.Key);
  } else {
    targets = await client.listAllMultipartUploads({ Bucket, Region, Prefix: params.Prefix ?? '', signal });
  }
  const result: AbortUploadsResult = { successList: [], errorList: [] };
  await runPool(targets, params.ParallelLimit ?? 3, async (upload) => {
    try {
      await client.abortMultipartUpload({
        Bucket,
        Region,
        Key: upload.Key,
        UploadId: upload.UploadId,
        signal,
      });
      result.successList.push(upload);
    } catch (error) {
      result.errorList.push({ ...upload, error });
    }
  });
  return result;
};
