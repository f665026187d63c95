/**
 * A file of at least the slice size goes up in parts (spec §4):
 * 1. an earlier unfinished upload of the same file and target (upload-id cache) is looked up
 *    on storage with a credential for its key; if it still exists, its parts are listed;
 * 2. otherwise a new upload starts under a key the server picks, and goes into the cache;
 * 3. parts go up in parallel (3 by default, at most 256); a listed part whose size and MD5
 *    match the local slice is kept, any other is (re)sent, each with 3 retries;
 * 4. every part's ETag is checked against the MD5 of its local slice, then the upload is
 *    completed.
 */
import { MAX_CHUNK_PARALLEL } from './constants';
import { isAbortError, UploadError, uploadErrorText } from './errors';
import { FileHasher, isMd5Etag } from './file-hasher';
import { choosePartSize, type PartRange, splitIntoParts } from './part-size';
import { runPool } from './pool';
import { withRetry } from './retry';
import type { CompletedPart, ListedPart } from './s3-client';
import { unquoteEtag } from './s3-response';
import { type StorageTarget, storageFor, type UploadContext } from './upload-context';

interface Session {
  key: string;
  uploadId: string;
  storage: StorageTarget;
  /** Parts already on storage, by number. */
  listed: Map<number, ListedPart>;
}

const isGone = (error: unknown): boolean =>
  error instanceof UploadError && (error.s3Code === 'NoSuchUpload' || error.status === 404);

/** Step 1: the earlier upload of this file, if storage still has it. */
export const findEarlierUpload = async (
  context: UploadContext,
  partSize: number,
): Promise<Session | undefined> => {
  const { cache, file, target, keeper, signal } = context;
  const entry = cache.find(file, target);
  if (!entry) return undefined;
  const forget = () => {
    cache.remove(entry.id);
    keeper.reset();
    return undefined;
  };
  if (entry.partSize !== partSize) return forget();
  let storage: StorageTarget;
  try {
    storage = storageFor(context, await keeper.forKey(entry.key, signal));
  } catch (error) {
    // The server no longer hands out this key (reported, another store …): start afresh.
    if (isAbortError(error) || signal.aborted) throw error;
    return forget();
  }
  const { client, Bucket, Region } = storage;
  const candidates = [entry.uploadId];
  try {
    const listed = await client.listAllMultipartUploads({ Bucket, Region, Prefix: entry.key, signal });
    for (const upload of listed) {
      if (upload.Key === entry.key && !candidates.includes(upload.UploadId)) candidates.push(upload.UploadId);
    }
  } catch (error) {
    if (isAbortError(error) || signal.aborted) throw error;
    // Listing is a bonus: the cached id alone is enough.
  }
  for (const uploadId of candidates) {
    try {
      const parts = await client.listAllParts({ Bucket, Region, Key: entry.key, UploadId: uploadId, signal });
      if (uploadId !== entry.uploadId) {
        cache.save(file, target, { key: entry.key, uploadId, partSize, createdAt: entry.createdAt });
      }
      return {
        key: entry.key,
        uploadId,
        storage,
        listed: new Map(parts.map((part) => [part.PartNumber, part])),
      };
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw error;
      if (!isGone(error)) throw error;
    }
  }
  return forget();
};

/** Step 2: a new upload. */
const startUpload = async (context: UploadContext, partSize: number): Promise<Session> => {
  const { keeper, signal, options, cache, file, target } = context;
  const credential = await keeper.forNewKey(signal);
  const key = credential.storage.key;
  const storage = storageFor(context, credential);
  const { UploadId } = await withRetry(
    () =>
      storage.client.createMultipartUpload({
        Bucket: storage.Bucket,
        Region: storage.Region,
        Key: key,
        ContentType: context.contentType,
        signal,
      }),
    { retries: options.chunkRetryTimes, signal, delay: options.retryDelay },
  );
  if (!UploadId) throw new UploadError(uploadErrorText.noUploadId, 'NoUploadId');
  cache.save(file, target, { key, uploadId: UploadId, partSize });
  return { key, uploadId: UploadId, storage, listed: new Map() };
};

export const uploadMultipart = async (context: UploadContext): Promise<{ key: string; md5: string }> => {
  const { file, options, signal, keeper } = context;
  const partSize = choosePartSize(file.size, options.chunkSize);
  const ranges = splitIntoParts(file.size, partSize);
  const session = (await findEarlierUpload(context, partSize)) ?? (await startUpload(context, partSize));
  const { client, Bucket, Region } = session.storage;
  const { key, uploadId } = session;
  context.onSession({ key, uploadId });
  context.onPhase('uploading');

  const hasher = new FileHasher(file, ranges, { signal, readChunk: options.readChunk });
  const etags = new Map<number, string>();
  let resumedBytes = 0;

  const sendPart = (range: PartRange) =>
    withRetry(
      async () => {
        const { ETag } = await client.uploadPart({
          Bucket,
          Region,
          Key: key,
          UploadId: uploadId,
          PartNumber: range.partNumber,
          PartCount: ranges.length,
          Body: file.slice(range.start, range.end),
          signal,
          onProgress: (loaded) => context.parts.sending(range.partNumber, loaded),
        });
        const local = await hasher.partMd5(range.partNumber);
        if (isMd5Etag(ETag) && unquoteEtag(ETag).toLowerCase() !== local) {
          throw new UploadError(uploadErrorText.partChanged(range.partNumber), 'PartChanged', {
            retryable: true,
          });
        }
        return ETag;
      },
      {
        retries: options.chunkRetryTimes,
        signal,
        delay: options.retryDelay,
        onRetry: (error) => {
          context.parts.restart(range.partNumber);
          if (error instanceof UploadError && error.code === 'AuthorizationError') keeper.invalidate();
        },
      },
    );

  const parallel = Math.min(Math.max(1, Math.floor(options.chunkParallelLimit)), MAX_CHUNK_PARALLEL);
  await runPool(ranges, parallel, async (range) => {
    const listed = session.listed.get(range.partNumber);
    if (listed && listed.Size === range.size) {
      const local = await hasher.partMd5(range.partNumber);
      if (unquoteEtag(listed.ETag).toLowerCase() === local) {
        etags.set(range.partNumber, listed.ETag);
        resumedBytes += range.size;
        context.parts.keep(range.size);
        context.onSession({ key, uploadId, resumedBytes });
        return;
      }
    }
    etags.set(range.partNumber, await sendPart(range));
    context.parts.sent(range.partNumber, range.size);
  });

  const md5 = await hasher.fileMd5();
  context.onPhase('completing');
  const parts: CompletedPart[] = ranges.map((range) => ({
    PartNumber: range.partNumber,
    ETag: etags.get(range.partNumber)!,
  }));
  await withRetry(
    async (retry) => {
      try {
        await client.completeMultipartUpload({
          Bucket,
          Region,
          Key: key,
          UploadId: uploadId,
          Parts: parts,
          signal,
        });
      } catch (error) {
        // An earlier attempt may have completed before its answer was lost; the report then
        // checks that the object is there.
        if (retry > 0 && isGone(error)) return;
        throw error;
      }
    },
    { retries: options.chunkRetryTimes, signal, delay: options.retryDelay },
  );
  return { key, md5 };
};
