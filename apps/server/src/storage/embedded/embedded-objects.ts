import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_SINGLE_COPY_SIZE } from '@merchant/shared';
import type { ByteRange, ObjectInfo, RestoreRequest } from '../object-storage';
import { invalidArgument, missingRestoreRequest, noSuchKey, StorageError } from '../storage-error';
import { type DiskLayout, type ObjectRecord, quote } from './disk-layout';
import { readJson, type WriteLimits, writeAtomically, writeJson } from './disk-write';

const infoOf = (r: ObjectRecord): ObjectInfo => ({
  key: r.key,
  size: r.size,
  etag: quote(r.etag),
  contentType: r.contentType,
  lastModified: new Date(r.lastModified),
});

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Whole-object operations of the embedded store (put, head, get, delete, copy, restore). */
export const createEmbeddedObjects = (layout: DiskLayout) => {
  const record = (key: string) => readJson<ObjectRecord>(layout.recordOf(key));

  /** Makes `dataFile` the object's bytes and drops the previous data file. */
  const commit = async (key: string, next: Omit<ObjectRecord, 'key' | 'lastModified'>) => {
    const previous = await record(key);
    await writeJson(layout.recordOf(key), { ...next, key, lastModified: new Date().toISOString() });
    if (previous && previous.file !== next.file)
      await fsp.rm(layout.dataFile(key, previous), { force: true });
  };

  const head = async (key: string): Promise<ObjectInfo | null> => {
    const r = await record(key);
    return r ? infoOf(r) : null;
  };

  /** Opens the object (a range of it), retrying once if it was replaced in between. */
  const open = async (key: string, range?: ByteRange): Promise<{ info: ObjectInfo; body: Readable }> => {
    for (let attempt = 0; ; attempt++) {
      const r = await record(key);
      if (!r) throw noSuchKey(key);
      if (range && (range.start > range.end || range.end >= r.size))
        throw new StorageError('InvalidRange', 'The requested range is not satisfiable', 416, key);
      const file = layout.dataFile(key, r);
      try {
        const handle = await fsp.open(file, 'r');
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { info: infoOf(r), body };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
      }
    }
  };

  return {
    head,
    get: open,

    /** Stores bytes; refused (EntityTooLarge, IncompleteBody, SHA mismatch) leaving nothing. */
    put: async (
      key: string,
      body: Buffer | Readable,
      contentType: string | undefined,
      limits: WriteLimits = {},
    ) => {
      const file = layout.newDataFile(key);
      const { size, md5 } = await writeAtomically(body, file, limits);
      await commit(key, {
        file: path.basename(file),
        size,
        etag: md5,
        contentType: contentType || DEFAULT_CONTENT_TYPE,
      });
      return { etag: quote(md5), size };
    },

    /** Registers an already written data file (multipart completion) as the object. */
    adopt: (key: string, file: string, size: number, etag: string, contentType: string) =>
      commit(key, { file: path.basename(file), size, etag, contentType }),

    newDataFile: layout.newDataFile,

    delete: async (key: string) => {
      const r = await record(key);
      if (!r) return;
      await fsp.rm(layout.recordOf(key), { force: true });
      await fsp.rm(layout.dataFile(key, r), { force: true });
    },

    copyOnce: async (sourceKey: string, destKey: string) => {
      const source = await record(sourceKey);
      if (!source) throw noSuchKey(sourceKey);
      if (source.size > MAX_SINGLE_COPY_SIZE)
        throw new StorageError(
          'InvalidRequest',
          `The specified copy source is larger than the maximum allowable size for a copy source: ${MAX_SINGLE_COPY_SIZE}`,
          400,
        );
      if (sourceKey === destKey) return { etag: quote(source.etag) };
      const file = layout.newDataFile(destKey);
      await writeAtomically(fs.createReadStream(layout.dataFile(sourceKey, source)), file);
      await commit(destKey, {
        file: path.basename(file),
        size: source.size,
        etag: source.etag,
        contentType: source.contentType,
      });
      return { etag: quote(source.etag) };
    },

    /** Nothing here is ever archived, so a well-formed restore of an existing object is a no-op. */
    restore: async (key: string, request?: RestoreRequest) => {
      if (!request) throw missingRestoreRequest(key);
      if (!Number.isInteger(request.days) || request.days < 1)
        throw invalidArgument('Days must be a positive integer');
      if (!(await record(key))) throw noSuchKey(key);
    },
  };
};

export type EmbeddedObjects = ReturnType<typeof createEmbeddedObjects>;
