import type { FastifyInstance } from 'fastify';
import { scheduleStaleUploadCleanup } from './cleanup';
import type { Storage } from './create-storage';
import { STORAGE_PREFIX, storageEndpoints } from './http/storage-endpoints';

/**
 * Object storage in the app: the stale-upload cleanup (both modes) and, in embedded mode, the
 * sweep at start of files a killed process left half-written and the S3-compatible endpoints
 * at /storage. Registered at the root, outside /api, because those
 * endpoints speak S3 (XML, raw bodies, signatures) rather than the JSON envelope.
 */
export const storagePlugin = async (app: FastifyInstance, { storage }: { storage: Storage }) => {
  if (storage.embedded) {
    // Before serving: a previous process killed mid-write must not leave files forever.
    const removed = await storage.embedded.store.sweep();
    if (removed.length) app.log.info({ removed: removed.length }, 'removed abandoned storage files');
  }
  const cleanup = scheduleStaleUploadCleanup(storage.objects, storage.staleUploadMs, app.log);
  app.addHook('onClose', async () => cleanup.stop());
  if (storage.embedded) await app.register(storageEndpoints, { ...storage.embedded, prefix: STORAGE_PREFIX });
};
