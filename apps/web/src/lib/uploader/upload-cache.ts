/**
 * The upload-id cache (spec §9: kept in local storage, 50 entries by default). One entry per
 * file and target: the file is known by its name, size and modification time, the target by
 * what it is uploaded for (the store and purpose), so the same file picked again after a
 * reload finds the unfinished upload it left. The oldest entries go when the limit is passed;
 * entries older than the storage keeps unfinished uploads (docs/uploads.md,
 * UPLOAD_STALE_HOURS, 24 h by default) are dropped on every read.
 */
import { uploadDefaults } from './constants';

export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

export interface UploadCacheEntry {
  /** fileCacheId(file, target) */
  id: string;
  target: string;
  fileName: string;
  size: number;
  lastModified: number;
  /** Object key the server chose for the earlier upload. */
  key: string;
  uploadId: string;
  /** Parts are only reusable with the same cut. */
  partSize: number;
  /** When the multipart upload was started (ms). */
  createdAt: number;
  /** Last use (ms): the order in which entries are dropped. */
  updatedAt: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface UploadCacheOptions {
  storage?: KeyValueStorage;
  storageKey?: string;
  limit?: number;
  /** Entries older than this (from createdAt) are dropped. */
  maxAgeMs?: number;
  now?: () => number;
}

export const UPLOAD_CACHE_STORAGE_KEY = 'merchant-console.upload-ids';
export const DEFAULT_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const fileCacheId = (file: FileIdentity, target: string): string =>
  JSON.stringify([target, file.name, file.size, file.lastModified]);

/** A stand-in when local storage is missing or refused (private mode, tests). */
export const memoryStorage = (): KeyValueStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const defaultStorage = (): KeyValueStorage => {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access itself can throw (blocked storage).
  }
  return memoryStorage();
};

const isEntry = (value: unknown): value is UploadCacheEntry => {
  const entry = value as UploadCacheEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.key === 'string' &&
    typeof entry.uploadId === 'string' &&
    typeof entry.partSize === 'number' &&
    typeof entry.createdAt === 'number' &&
    typeof entry.updatedAt === 'number'
  );
};

export class UploadIdCache {
  private readonly storage: KeyValueStorage;
  private readonly storageKey: string;
  readonly limit: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: UploadCacheOptions = {}) {
    this.storage = options.storage ?? defaultStorage();
    this.storageKey = options.storageKey ?? UPLOAD_CACHE_STORAGE_KEY;
    this.limit = Math.max(1, options.limit ?? uploadDefaults.uploadIdCacheLimit);
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Every live entry, oldest use first (stale ones are dropped on the way). */
  list(target?: string): UploadCacheEntry[] {
    const entries = this.read();
    return target === undefined ? entries : entries.filter((entry) => entry.target === target);
  }

  find(file: FileIdentity, target: string): UploadCacheEntry | undefined {
    const id = fileCacheId(file, target);
    return this.read().find((entry) => entry.id === id);
  }

  /** Adds or replaces the entry of a file and target, as the most recent one. */
  save(
    file: FileIdentity,
    target: string,
    upload: { key: string; uploadId: string; partSize: number; createdAt?: number },
  ): UploadCacheEntry {
    const id = fileCacheId(file, target);
    const now = this.now();
    const earlier = this.read().filter((entry) => entry.id !== id);
    const entry: UploadCacheEntry = {
      id,
      target,
      fileName: file.name,
      size: file.size,
      lastModified: file.lastModified,
      key: upload.key,
      uploadId: upload.uploadId,
      partSize: upload.partSize,
      createdAt: upload.createdAt ?? now,
      updatedAt: now,
    };
    this.write([...earlier, entry]);
    return entry;
  }

  remove(id: string): void {
    const entries = this.read();
    const kept = entries.filter((entry) => entry.id !== id);
    if (kept.length !== entries.length) this.write(kept);
  }

  removeUpload(uploadId: string): void {
    const entries = this.read();
    const kept = entries.filter((entry) => entry.uploadId !== uploadId);
    if (kept.length !== entries.length) this.write(kept);
  }

  clear(): void {
    this.storage.removeItem(this.storageKey);
  }

  private read(): UploadCacheEntry[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.storage.getItem(this.storageKey) ?? '[]');
    } catch {
      parsed = [];
    }
    const all = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    const oldest = this.now() - this.maxAgeMs;
    const live = all.filter((entry) => entry.createdAt > oldest).sort((a, b) => a.updatedAt - b.updatedAt);
    if (live.length !== (Array.isArray(parsed) ? parsed.length : -1)) this.write(live);
    return live;
  }

  /** Keeps the newest `limit` entries; when storage is full, drops the oldest until it fits. */
  private write(entries: UploadCacheEntry[]): void {
    let kept = entries.slice(-this.limit);
    for (;;) {
      try {
        if (kept.length) this.storage.setItem(this.storageKey, JSON.stringify(kept));
        else this.storage.removeItem(this.storageKey);
        return;
      } catch {
        if (!kept.length) return;
        kept = kept.slice(1);
      }
    }
  }
}
