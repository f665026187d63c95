import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../lib/jobs';
import { staleUploadCleanupJob } from './cleanup';
import type { Storage } from './create-storage';
import { STALE_TEMP_MS } from './embedded/temp-files';
import { STORAGE_PREFIX, storageEndpoints } from './http/storage-endpoints';

/**
 * Object storage in the app: the stale-upload cleanup (both modes) and, in embedded mode, the
 * sweep (at start, then hourly) of files a killed process left half-written and the S3-compatible endpoints
 * at /storage. Registered at the root, outside /api, because those
 * endpoints speak S3 (XML, raw bodies, signatures) rather than the JSON envelope.
 */
export const storagePlugin = async (
  app: FastifyInstance,
  { storage, jobs }: { storage: Storage; jobs: JobRunner },
) => {
  if (storage.embedded) {
    const { store } = storage.embedded;
    const sweep = async () => {
      const removed = await store.sweep();
      if (removed.length) app.log.info({ removed: removed.length }, 'removed abandoned storage files');
    };
    // Before serving: a previous process killed mid-write must not leave files forever. Then
    // hourly, for what only ages out (another host's writer sharing the folder).
    await sweep();
    const timer = setInterval(
      () => sweep().catch((error) => app.log.warn({ err: error }, 'storage sweep failed')),
      STALE_TEMP_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  jobs.register(staleUploadCleanupJob(storage.objects, storage.staleUploadMs));
  if (storage.embedded) await app.register(storageEndpoints, { ...storage.embedded, prefix: STORAGE_PREFIX });
};
