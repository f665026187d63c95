import type { JobDefinition } from '../lib/jobs';
import type { ObjectStorage } from './object-storage';

/**
 * Aborts unfinished multipart uploads started more than `olderThanMs` ago (under `prefix`,
 * the whole bucket by default). Browsers that close mid-upload leave parts behind; nothing
 * else would ever remove them. Answers what was aborted.
 */
export const cleanupStaleUploads = async (
  storage: ObjectStorage,
  olderThanMs: number,
  options: { prefix?: string; now?: Date } = {},
): Promise<{ key: string; uploadId: string }[]> => {
  const cutoff = (options.now ?? new Date()).getTime() - olderThanMs;
  const stale = (await storage.listUploads(options.prefix ?? '')).filter(
    (u) => u.initiated.getTime() < cutoff,
  );
  const aborted: { key: string; uploadId: string }[] = [];
  for (const u of stale) {
    try {
      await storage.abort(u.key, u.uploadId);
      aborted.push({ key: u.key, uploadId: u.uploadId });
    } catch (error) {
      // Completed or aborted meanwhile: nothing left to clean.
      if ((error as { code?: string }).code !== 'NoSuchUpload') throw error;
    }
  }
  return aborted;
};

/**
 * The cleanup as a job: hourly, or every twelfth of the age if that is shorter (at least a
 * minute). One process of many runs it, since they all share the bucket.
 */
export const staleUploadCleanupJob = (storage: ObjectStorage, olderThanMs: number): JobDefinition => ({
  name: 'stale-upload-cleanup',
  everyMs: Math.min(3600_000, Math.max(60_000, olderThanMs / 12)),
  run: async ({ now }) => (await cleanupStaleUploads(storage, olderThanMs, { now })).length,
});
