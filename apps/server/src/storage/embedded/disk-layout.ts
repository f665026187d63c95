import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { StorageError } from '../storage-error';

/**
 * Where the embedded store keeps things. Objects live under a hash of their key, so no key
 * (`..`, very long, odd characters, one key a prefix of another) can reach outside the folder
 * or collide with a directory. Each object is a data file with a random suffix plus a JSON
 * record naming it: replacing an object writes a new data file and then swaps the record, so a
 * reader never sees a mix of old bytes and new metadata.
 */
export interface ObjectRecord {
  key: string;
  file: string;
  size: number;
  etag: string;
  contentType: string;
  lastModified: string;
}

export interface UploadRecord {
  key: string;
  contentType: string;
  initiated: string;
}

export interface PartRecord {
  etag: string;
  size: number;
  lastModified: string;
}

export const createDiskLayout = (dataDir: string) => {
  const objectsDir = path.join(dataDir, 'objects');
  const multipartDir = path.join(dataDir, 'multipart');
  const hashDir = (key: string) => {
    const hash = createHash('sha256').update(key).digest('hex');
    return { dir: path.join(objectsDir, hash.slice(0, 2)), hash };
  };
  return {
    objectsDir,
    multipartDir,
    recordOf: (key: string) => {
      const { dir, hash } = hashDir(key);
      return path.join(dir, `${hash}.json`);
    },
    newDataFile: (key: string) => {
      const { dir, hash } = hashDir(key);
      return path.join(dir, `${hash}.${randomBytes(6).toString('hex')}.data`);
    },
    dataFile: (key: string, record: ObjectRecord) => path.join(hashDir(key).dir, record.file),
    uploadDir: (uploadId: string) => {
      // Upload ids are ours (32 hex); anything else cannot name a folder.
      if (!/^[0-9a-f]{32}$/.test(uploadId)) throw noSuchUploadId();
      return path.join(multipartDir, uploadId);
    },
    newUploadId: () => randomBytes(16).toString('hex'),
  };
};

export type DiskLayout = ReturnType<typeof createDiskLayout>;

const noSuchUploadId = () =>
  new StorageError('NoSuchUpload', 'The specified multipart upload does not exist.', 404);

export const quote = (etag: string) => `"${etag.replace(/"/g, '')}"`;
export const unquote = (etag: string) => etag.replace(/"/g, '').replace(/&quot;/g, '');
