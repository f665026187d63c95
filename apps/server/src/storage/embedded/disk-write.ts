import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { entityTooLarge, StorageError } from '../storage-error';
import { tempPathFor } from './temp-files';

export interface WriteLimits {
  /** Refuse (EntityTooLarge) once more bytes than this arrive. */
  maxBytes?: number;
  /** Content-Length as announced: a shorter or longer body is IncompleteBody. */
  expectedLength?: number;
  /** Hex SHA-256 the client signed (x-amz-content-sha256); checked at the end. */
  expectedSha256?: string;
}

export interface Written {
  size: number;
  md5: string;
}

/**
 * Streams a body to `target`: into a temporary file beside it (named by temp-files.ts, so
 * that one left by a killed process can be swept), counting and hashing on the
 * way (never holding the body in memory), then renamed into place so that readers never see
 * half a file. On any failure the temporary file is removed and nothing changes.
 */
export const writeAtomically = async (
  body: Buffer | Readable,
  target: string,
  limits: WriteLimits = {},
): Promise<Written> => {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = tempPathFor(target);
  const md5 = createHash('md5');
  const sha = limits.expectedSha256 ? createHash('sha256') : null;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (limits.maxBytes !== undefined && size > limits.maxBytes) return done(entityTooLarge());
      md5.update(chunk);
      sha?.update(chunk);
      done(null, chunk);
    },
  });
  try {
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    await pipeline(source, meter, fs.createWriteStream(temp));
    if (limits.expectedLength !== undefined && size !== limits.expectedLength)
      throw new StorageError(
        'IncompleteBody',
        'You did not provide the number of bytes specified by the Content-Length HTTP header',
        400,
      );
    if (sha && sha.digest('hex') !== limits.expectedSha256)
      throw new StorageError(
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
        400,
      );
    await fsp.rename(temp, target);
    return { size, md5: md5.digest('hex') };
  } catch (error) {
    await fsp.rm(temp, { force: true });
    // A client that hangs up mid-body: drain nothing more, report it as S3 would.
    if (error instanceof StorageError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE')
      throw new StorageError('IncompleteBody', 'The request body ended early', 400);
    throw error;
  }
};

export const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await fsp.readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** JSON written aside and renamed, like the data files. */
export const writeJson = async (file: string, value: unknown): Promise<void> => {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = tempPathFor(file);
  await fsp.writeFile(temp, JSON.stringify(value));
  await fsp.rename(temp, file);
};
