/**
 * The upload queue: files wait their turn (3 at a time by default, spec §9), each one an
 * UploadTask. Framework-free: a screen subscribes to `getSnapshot()` (a new array on every
 * change) and calls `add`, `pause`, `resume`, `retry`, `cancel`, `remove`.
 */
import { type AbortUploadsResult, abortUploads, checkAbortLevel } from './abort-uploads';
import { MAX_CHUNK_PARALLEL, uploadDefaults } from './constants';
import { clockSkewMs } from './credential-keeper';
import type { Timers } from './progress';
import { S3Client } from './s3-client';
import { signerFor } from './signer-for';
import { defaultTransport, type Transport } from './transport';
import type { UploadApi } from './upload-api';
import { type UploadCacheEntry, UploadIdCache } from './upload-cache';
import type { TaskOptions } from './upload-context';
import { type UploadSnapshot, UploadTask } from './upload-task';

export interface UploaderOptions<R> {
  api: UploadApi<R>;
  /**
   * What the files are for (store and purpose): part of the upload-id cache key. A function
   * gives each file its own (the purpose follows the file's type).
   */
  target: string | ((file: File) => string);
  transport?: Transport;
  cache?: UploadIdCache;
  fileParallelLimit?: number;
  chunkParallelLimit?: number;
  chunkSize?: number;
  sliceSize?: number;
  chunkRetryTimes?: number;
  progressInterval?: number;
  retryDelay?: (retry: number) => number;
  readChunk?: number;
  timers?: Timers;
  /** After each change of one upload (state or progress). */
  onChange?: (snapshot: UploadSnapshot<R>) => void;
}

export type { UploadSnapshot };

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `upload-${Date.now().toString(36)}-${sequence}`;
};

export class Uploader<R = unknown> {
  private readonly options: UploaderOptions<R>;
  private readonly taskOptions: TaskOptions;
  readonly cache: UploadIdCache;
  private readonly transport: Transport;
  private readonly fileParallelLimit: number;
  private tasks: UploadTask<R>[] = [];
  private snapshots: readonly UploadSnapshot<R>[] = [];
  private readonly listeners = new Set<() => void>();
  private running = 0;

  constructor(options: UploaderOptions<R>) {
    this.options = options;
    this.cache = options.cache ?? new UploadIdCache();
    this.transport = options.transport ?? defaultTransport;
    this.fileParallelLimit = Math.max(1, options.fileParallelLimit ?? uploadDefaults.fileParallelLimit);
    this.taskOptions = {
      chunkSize: options.chunkSize ?? uploadDefaults.chunkSize,
      sliceSize: options.sliceSize ?? uploadDefaults.sliceSize,
      chunkParallelLimit: Math.min(
        MAX_CHUNK_PARALLEL,
        Math.max(1, options.chunkParallelLimit ?? uploadDefaults.chunkParallelLimit),
      ),
      chunkRetryTimes: options.chunkRetryTimes ?? uploadDefaults.chunkRetryTimes,
      progressInterval: options.progressInterval ?? uploadDefaults.progressInterval,
      retryDelay: options.retryDelay,
      readChunk: options.readChunk,
    };
  }

  /** The options the tasks run with (after defaults and the 256 cap). */
  get effectiveOptions(): Readonly<TaskOptions> {
    return this.taskOptions;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadSnapshot<R>[] => this.snapshots;

  private changed(snapshot?: UploadSnapshot<R>): void {
    this.snapshots = this.tasks.map((task) => task.snapshot);
    if (snapshot) this.options.onChange?.(snapshot);
    for (const listener of this.listeners) listener();
  }

  /** Queues files; answers their ids. */
  add(files: File | readonly File[]): string[] {
    const list = Array.isArray(files) ? files : [files as File];
    const added = list.map(
      (file) =>
        new UploadTask<R>(nextId(), file, {
          api: this.options.api,
          cache: this.cache,
          transport: this.transport,
          target: this.targetOf(file),
          options: this.taskOptions,
          timers: this.options.timers,
          onChange: (snapshot) => this.changed(snapshot),
        }),
    );
    this.tasks = [...this.tasks, ...added];
    this.changed();
    this.pump();
    return added.map((task) => task.id);
  }

  private targetOf(file: File): string {
    const { target } = this.options;
    return typeof target === 'function' ? target(file) : target;
  }

  private find(id: string): UploadTask<R> | undefined {
    return this.tasks.find((task) => task.id === id);
  }

  /** Starts waiting tasks while fewer than the limit run. */
  private pump(): void {
    while (this.running < this.fileParallelLimit) {
      const next = this.tasks.find((task) => task.state === 'waiting');
      if (!next) return;
      this.running += 1;
      void next.run().finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  pause(id: string): boolean {
    return this.find(id)?.pause() ?? false;
  }

  /** Resumes a paused upload (it continues from the parts on storage). */
  resume(id: string): boolean {
    const queued = this.find(id)?.requeue() ?? false;
    if (queued) this.pump();
    return queued;
  }

  /** Tries a failed upload again (same as resume). */
  retry(id: string): boolean {
    return this.resume(id);
  }

  async cancel(id: string): Promise<void> {
    const task = this.find(id);
    if (!task) return;
    await task.cancel();
    // The task showed "cancelled" before its cache entry was cleared: tell the screens again,
    // or they keep offering the cancelled upload as unfinished.
    this.changed();
  }

  /** Takes an upload off the list (cancelling it first unless it finished). */
  async remove(id: string): Promise<void> {
    const task = this.find(id);
    if (!task) return;
    if (task.state !== 'success' && task.state !== 'canceled') await task.cancel();
    this.tasks = this.tasks.filter((candidate) => candidate !== task);
    this.changed();
  }

  /**
   * Unfinished uploads of earlier sessions (the cache), oldest first: those of this uploader's
   * target, or those `filter` accepts when the target is a function.
   */
  unfinished(filter?: (entry: UploadCacheEntry) => boolean): UploadCacheEntry[] {
    const { target } = this.options;
    const entries = this.cache.list(typeof target === 'string' ? target : undefined);
    return filter ? entries.filter(filter) : entries;
  }

  /**
   * Abort unfinished uploads on storage at a level (abort-uploads.ts), with the abort
   * credential (`GET /upload/credential/abort`: list and abort under the caller's prefix, the
   * selected store's or, without one, the account's; nothing else). Every level works with it:
   * a task's or a file's key must lie under that prefix, the bucket level lists the prefix.
   * Cache entries of aborted uploads are cleared.
   */
  async abortUploads(params: {
    level: string;
    key?: string;
    uploadId?: string;
    signal?: AbortSignal;
  }): Promise<AbortUploadsResult> {
    // The level's own checks come first: nothing is asked for an invalid request.
    checkAbortLevel({ Level: params.level, Key: params.key, UploadId: params.uploadId });
    const clock = this.options.timers?.now ?? Date.now;
    const credential = await this.options.api.getAbortCredential(params.signal);
    const skew = clockSkewMs(credential.credentials.startTime, clock());
    const now = () => clock() + skew;
    const client = new S3Client({
      endpoint: credential.storage.endpoint,
      forcePathStyle: credential.storage.forcePathStyle,
      signer: signerFor(credential.signing, {
        api: this.options.api,
        getCredentials: () => credential.credentials,
        now,
      }),
      transport: this.transport,
      now,
    });
    const result = await abortUploads(client, {
      Bucket: credential.bucket.bucketName,
      Region: credential.bucket.region,
      Level: params.level,
      Key: params.key,
      UploadId: params.uploadId,
      Prefix: credential.storage.prefix,
      signal: params.signal,
    });
    for (const upload of result.successList) this.cache.removeUpload(upload.UploadId);
    return result;
  }

  /**
   * Forgets an unfinished upload of an earlier session: aborts it on storage (task level) and
   * drops its cache entry, whether or not storage still had it.
   */
  async discard(entry: UploadCacheEntry): Promise<void> {
    try {
      await this.abortUploads({ level: 'task', key: entry.key, uploadId: entry.uploadId });
    } finally {
      this.cache.remove(entry.id);
      this.changed();
    }
  }

  /** Pauses every upload (they stay resumable, here or after a reload). */
  pauseAll(): void {
    for (const task of this.tasks) task.pause();
  }
}
