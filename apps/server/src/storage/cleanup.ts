import type { FastifyBaseLogger } from 'fastify';
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
 * Runs the cleanup at start and then every hour (or a twelfth of the age, if that is
 * shorter). The timer is unref'd so that it never keeps a process alive; stop() clears it.
 */
export const scheduleStaleUploadCleanup = (
  storage: ObjectStorage,
  olderThanMs: number,
  log: FastifyBaseLogger,
): { stop: () => void } => {
  const run = () =>
    cleanupStaleUploads(storage, olderThanMs).then(
      (aborted) => aborted.length && log.info({ aborted: aborted.length }, 'aborted stale multipart uploads'),
      (error) => log.warn({ err: error }, 'stale upload cleanup failed'),
    );
  const first = setTimeout(run, 1000);
  const timer = setInterval(run, Math.min(3600_000, Math.max(60_000, olderThanMs / 12)));
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
};
