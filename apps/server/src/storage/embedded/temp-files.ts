import { createHash, randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Temporary files of the embedded store (a body being written, a multipart completion being
 * joined, a record being replaced) are named `{target}.tmp-{host}-{pid}-{instance}{random}`:
 * which machine and which process writes them. The instance tag (random per process start)
 * tells a restarted server from the killed one when both got the same pid, as in a container
 * where the server is always pid 1. A process killed mid-write (kill -9, power loss)
 * leaves its temporary file behind; the sweep at start removes it.
 *
 * Several processes may share one data folder. A temporary file is removed when
 * - it was written on this host (same host tag) by a process that no longer runs (its pid is
 *   gone, or is ours with another instance tag), or
 * - nobody has written to it for STALE_TEMP_MS (another host's process, a reused pid, or a
 *   name from before this scheme): a live writer keeps appending, so an hour without a write
 *   means its writer is gone.
 * A data file that no record names (killed between writing the bytes and swapping the
 * record) is removed once it is ORPHAN_DATA_MS old, leaving a live writer time to commit.
 */
export const STALE_TEMP_MS = 60 * 60 * 1000;
export const ORPHAN_DATA_MS = 10 * 60 * 1000;

/** Eight hex characters naming this machine (containers sharing a volume differ). */
export const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/** Six hex characters naming this process start. */
export const INSTANCE_TAG = randomBytes(3).toString('hex');

export const tempPathFor = (target: string) =>
  `${target}.tmp-${HOST_TAG}-${process.pid}-${INSTANCE_TAG}${randomBytes(3).toString('hex')}`;

const TAGGED_TEMP = /\.tmp-([0-9a-f]{8})-(\d+)-([0-9a-f]{6})[0-9a-f]{6}$/;
const UNTAGGED_TEMP = /\.tmp-[0-9a-f]{12}$/;
const DATA_FILE = /^([0-9a-f]{64})\.[0-9a-f]{12}\.data$/;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether a temporary file's writer is certainly gone. */
export const isAbandonedTemp = (name: string, modifiedMs: number, now: number): boolean => {
  const tagged = TAGGED_TEMP.exec(name);
  if (!tagged && !UNTAGGED_TEMP.test(name)) return false;
  if (now - modifiedMs > STALE_TEMP_MS) return true;
  if (!tagged || tagged[1] !== HOST_TAG) return false;
  const pid = Number(tagged[2]);
  return pid === process.pid ? tagged[3] !== INSTANCE_TAG : !isRunning(pid);
};

const listDir = (dir: string) => fsp.readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[]);

const modifiedMs = async (file: string) => (await fsp.stat(file).catch(() => null))?.mtimeMs;

/** Whether the record beside a data file names that file. */
const isReferenced = async (dir: string, hash: string, name: string) => {
  try {
    const record = JSON.parse(await fsp.readFile(path.join(dir, `${hash}.json`), 'utf8')) as {
      file?: string;
    };
    return record.file === name;
  } catch {
    return false;
  }
};

/**
 * Removes abandoned temporary files and orphaned data files under the objects folder
 * (`objects/{xx}/`) and abandoned temporary files of unfinished uploads (`multipart/{id}/`).
 * Answers the paths removed.
 */
export const sweepAbandonedFiles = async (
  folders: { objectsDir: string; multipartDir: string },
  now = Date.now(),
): Promise<string[]> => {
  const removed: string[] = [];
  const remove = async (file: string) => {
    await fsp.rm(file, { force: true });
    removed.push(file);
  };
  const sweepFolder = async (dir: string, withDataFiles: boolean) => {
    for (const entry of await listDir(dir)) {
      if (!entry.isFile()) continue;
      const file = path.join(dir, entry.name);
      const data = withDataFiles ? DATA_FILE.exec(entry.name) : null;
      if (!data && !TAGGED_TEMP.test(entry.name) && !UNTAGGED_TEMP.test(entry.name)) continue;
      const mtime = await modifiedMs(file);
      if (mtime === undefined) continue;
      if (data) {
        if (now - mtime > ORPHAN_DATA_MS && !(await isReferenced(dir, data[1] as string, entry.name)))
          await remove(file);
      } else if (isAbandonedTemp(entry.name, mtime, now)) await remove(file);
    }
  };
  for (const [root, withDataFiles] of [
    [folders.objectsDir, true],
    [folders.multipartDir, false],
  ] as const)
    for (const entry of await listDir(root))
      if (entry.isDirectory()) await sweepFolder(path.join(root, entry.name), withDataFiles);
  return removed;
};
