/**
 * MD5 of a file's slices and of the whole file, computed incrementally with spark-md5 while
 * the file is read once, front to back, in small chunks (never a whole part or file in
 * memory). Part hashes are handed out as soon as the reader has passed them, so uploads can
 * run beside the hashing and check each part's ETag (S3's ETag of a part is its MD5 in hex)
 * as soon as both are known.
 */
import SparkMD5 from 'spark-md5';
import { EMPTY_MD5, MB } from './constants';
import { abortedError } from './errors';
import type { PartRange } from './part-size';

export const DEFAULT_READ_CHUNK = 2 * MB;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

const defer = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting when the reader fails (a paused upload): no unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
};

export class FileHasher {
  private readonly file: Blob;
  private readonly parts: readonly PartRange[];
  private readonly readChunk: number;
  private readonly signal?: AbortSignal;
  private readonly partHashes = new Map<number, Deferred<string>>();
  private readonly fileHash = defer<string>();
  private started = false;

  constructor(
    file: Blob,
    parts: readonly PartRange[],
    options: { readChunk?: number; signal?: AbortSignal } = {},
  ) {
    this.file = file;
    this.parts = parts;
    this.readChunk = options.readChunk ?? DEFAULT_READ_CHUNK;
    this.signal = options.signal;
    for (const part of parts) this.partHashes.set(part.partNumber, defer<string>());
  }

  /** Hex MD5 of one part (starts reading if it has not yet). */
  partMd5(partNumber: number): Promise<string> {
    this.start();
    const deferred = this.partHashes.get(partNumber);
    if (!deferred) return Promise.reject(new Error(`no part ${partNumber}`));
    return deferred.promise;
  }

  /** Hex MD5 of the whole file. */
  fileMd5(): Promise<string> {
    this.start();
    return this.fileHash.promise;
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    void this.read();
  }

  private async read(): Promise<void> {
    const whole = new SparkMD5.ArrayBuffer();
    try {
      for (const part of this.parts) {
        const partHash = new SparkMD5.ArrayBuffer();
        for (let offset = part.start; offset < part.end; offset += this.readChunk) {
          if (this.signal?.aborted) throw abortedError();
          const buffer = await this.file
            .slice(offset, Math.min(offset + this.readChunk, part.end))
            .arrayBuffer();
          partHash.append(buffer);
          whole.append(buffer);
        }
        this.partHashes.get(part.partNumber)!.resolve(partHash.end());
      }
      this.fileHash.resolve(this.parts.length ? whole.end() : EMPTY_MD5);
    } catch (error) {
      for (const deferred of this.partHashes.values()) deferred.reject(error);
      this.fileHash.reject(error);
    }
  }
}

/** Hex MD5 of a blob, read in chunks. */
export const md5OfBlob = (blob: Blob, readChunk = DEFAULT_READ_CHUNK): Promise<string> =>
  new FileHasher(blob, blob.size ? [{ partNumber: 1, start: 0, end: blob.size, size: blob.size }] : [], {
    readChunk,
  }).fileMd5();

/** S3's ETag of a single put or a part is the hex MD5 (quoted); multipart ETags are not. */
export const isMd5Etag = (etag: string): boolean => /^"?[0-9a-fA-F]{32}"?$/.test(etag.trim());
