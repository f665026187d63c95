import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_PARTS, MIN_PART_SIZE } from '@merchant/shared';
import type { ByteRange, PartInfo, UploadInfo } from '../object-storage';
import { entityTooLarge, invalidArgument, noSuchUpload, StorageError } from '../storage-error';
import { type DiskLayout, type PartRecord, quote, type UploadRecord, unquote } from './disk-layout';
import { readJson, type WriteLimits, writeAtomically, writeJson } from './disk-write';
import { DEFAULT_CONTENT_TYPE, type EmbeddedObjects } from './embedded-objects';

/** S3 allows parts up to 5 GB. */
const MAX_PART_SIZE = 5 * 1024 * 1024 * 1024;

const checkPartNumber = (partNumber: number) => {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS)
    throw invalidArgument(`Part number must be an integer between 1 and ${MAX_PARTS}, inclusive`);
};

/**
 * Multipart uploads of the embedded store: one folder per upload under DATA_DIR/multipart
 * with its record and one file per part. Every call checks that the upload belongs to the
 * key it names, so a credential for one key cannot touch another key's upload.
 */
export const createEmbeddedMultipart = (layout: DiskLayout, objects: EmbeddedObjects) => {
  const uploadOf = async (key: string, uploadId: string) => {
    const dir = layout.uploadDir(uploadId);
    const upload = await readJson<UploadRecord>(path.join(dir, 'upload.json'));
    if (!upload || upload.key !== key) throw noSuchUpload(key);
    return { dir, upload };
  };

  const partsOf = async (dir: string): Promise<(PartRecord & { partNumber: number })[]> => {
    const names = (await fsp.readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+\.json$/.test(n));
    const parts = await Promise.all(
      names.map(async (n) => ({
        ...(await readJson<PartRecord>(path.join(dir, n))),
        partNumber: Number.parseInt(n, 10),
      })),
    );
    return (parts.filter((p) => p.etag) as (PartRecord & { partNumber: number })[]).sort(
      (a, b) => a.partNumber - b.partNumber,
    );
  };

  const storePart = async (dir: string, partNumber: number, body: Buffer | Readable, limits: WriteLimits) => {
    const { size, md5 } = await writeAtomically(body, path.join(dir, `${partNumber}.part`), {
      ...limits,
      maxBytes: Math.min(limits.maxBytes ?? MAX_PART_SIZE, MAX_PART_SIZE),
    });
    await writeJson(path.join(dir, `${partNumber}.json`), {
      etag: md5,
      size,
      lastModified: new Date().toISOString(),
    });
    return { etag: quote(md5), lastModified: new Date() };
  };

  return {
    create: async (key: string, contentType?: string) => {
      const uploadId = layout.newUploadId();
      const record: UploadRecord = {
        key,
        contentType: contentType || DEFAULT_CONTENT_TYPE,
        initiated: new Date().toISOString(),
      };
      await writeJson(path.join(layout.uploadDir(uploadId), 'upload.json'), record);
      return uploadId;
    },

    uploadPart: async (
      key: string,
      uploadId: string,
      partNumber: number,
      body: Buffer | Readable,
      limits: WriteLimits = {},
    ) => {
      checkPartNumber(partNumber);
      const { dir } = await uploadOf(key, uploadId);
      return storePart(dir, partNumber, body, limits);
    },

    uploadPartCopy: async (
      key: string,
      uploadId: string,
      partNumber: number,
      sourceKey: string,
      range?: ByteRange,
    ) => {
      checkPartNumber(partNumber);
      const { dir } = await uploadOf(key, uploadId);
      const source = await objects.get(sourceKey, range).catch((error: StorageError) => {
        if (error.code === 'InvalidRange')
          throw invalidArgument('Range specified is not valid for source object');
        throw error;
      });
      return storePart(dir, partNumber, source.body, {});
    },

    /**
     * Joins the listed parts into the object. Parts must be ascending (InvalidPartOrder), exist
     * with the ETag the client saw (InvalidPart), and all but the last be at least 1 MB
     * (EntityTooSmall, spec §9). The object's ETag is S3's `md5(part md5s)-N`.
     */
    complete: async (
      key: string,
      uploadId: string,
      wanted: { partNumber: number; etag: string }[],
      maxBytes?: number,
    ) => {
      const { dir, upload } = await uploadOf(key, uploadId);
      if (wanted.length === 0)
        throw new StorageError('MalformedXML', 'You must specify at least one part', 400, key);
      const stored = new Map((await partsOf(dir)).map((p) => [p.partNumber, p]));
      let previous = 0;
      const parts = wanted.map((w, i) => {
        if (w.partNumber <= previous)
          throw new StorageError(
            'InvalidPartOrder',
            'The list of parts was not in ascending order.',
            400,
            key,
          );
        previous = w.partNumber;
        const part = stored.get(w.partNumber);
        if (!part || part.etag !== unquote(w.etag))
          throw new StorageError(
            'InvalidPart',
            `One or more of the specified parts could not be found or its ETag did not match: part ${w.partNumber}`,
            400,
            key,
          );
        if (i < wanted.length - 1 && part.size < MIN_PART_SIZE)
          throw new StorageError(
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed object size.',
            400,
            key,
          );
        return part;
      });
      const size = parts.reduce((sum, p) => sum + p.size, 0);
      if (maxBytes !== undefined && size > maxBytes) throw entityTooLarge(key);
      const joined = Readable.from(
        (async function* () {
          for (const p of parts) yield* fs.createReadStream(path.join(dir, `${p.partNumber}.part`));
        })(),
      );
      const file = objects.newDataFile(key);
      await writeAtomically(joined, file, { expectedLength: size });
      const etag = `${createHash('md5')
        .update(Buffer.concat(parts.map((p) => Buffer.from(p.etag, 'hex'))))
        .digest('hex')}-${parts.length}`;
      await objects.adopt(key, file, size, etag, upload.contentType);
      await fsp.rm(dir, { recursive: true, force: true });
      return { etag: quote(etag), size };
    },

    /** Unfinished uploads under `prefix`, oldest first. */
    list: async (prefix: string): Promise<UploadInfo[]> => {
      const ids = await fsp.readdir(layout.multipartDir).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids
          .filter((id) => /^[0-9a-f]{32}$/.test(id))
          .map(async (uploadId) => ({
            uploadId,
            record: await readJson<UploadRecord>(path.join(layout.multipartDir, uploadId, 'upload.json')),
          })),
      );
      return uploads
        .filter((u) => u.record?.key.startsWith(prefix))
        .map((u) => ({
          key: (u.record as UploadRecord).key,
          uploadId: u.uploadId,
          initiated: new Date((u.record as UploadRecord).initiated),
        }))
        .sort((a, b) => a.initiated.getTime() - b.initiated.getTime() || a.key.localeCompare(b.key));
    },

    listParts: async (key: string, uploadId: string): Promise<PartInfo[]> => {
      const { dir } = await uploadOf(key, uploadId);
      return (await partsOf(dir)).map((p) => ({
        partNumber: p.partNumber,
        etag: quote(p.etag),
        size: p.size,
        lastModified: new Date(p.lastModified),
      }));
    },

    abort: async (key: string, uploadId: string) => {
      const { dir } = await uploadOf(key, uploadId);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
};

export type EmbeddedMultipart = ReturnType<typeof createEmbeddedMultipart>;
