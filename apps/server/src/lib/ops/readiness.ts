import fsp from 'node:fs/promises';
import { isDatabaseReachable } from '../../db/database';
import type { Deps } from '../../deps';

/** How long one part may take to answer before it counts as unreachable. */
export const READY_TIMEOUT_MS = 3000;

export type PartState = 'ok' | 'unreachable';

const within = <T>(work: Promise<T>, fallback: T, ms: number): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });

/**
 * True when the object storage answers: the embedded store's objects folder is a folder this
 * process can use; an S3 service answers a HEAD in the bucket (an absent key is an answer).
 */
const isStorageReachable = async ({ storage }: Pick<Deps, 'storage'>): Promise<boolean> => {
  if (storage.embedded) {
    const dir = storage.embedded.store.layout.objectsDir;
    await fsp.mkdir(dir, { recursive: true });
    const stat = await fsp.stat(dir);
    if (!stat.isDirectory()) return false;
    await fsp.access(dir, fsp.constants.R_OK | fsp.constants.W_OK);
    return true;
  }
  await storage.objects.head('.ready-probe');
  return true;
};

/** The readiness of the parts a request needs (GET /api/ready). */
export const readiness = async (
  deps: Pick<Deps, 'db' | 'storage'>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<{ database: PartState; storage: PartState }> => {
  const [database, storage] = await Promise.all([
    within(isDatabaseReachable(deps.db), false, timeoutMs),
    within(isStorageReachable(deps), false, timeoutMs),
  ]);
  return { database: database ? 'ok' : 'unreachable', storage: storage ? 'ok' : 'unreachable' };
};
