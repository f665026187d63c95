/**
 * One file's upload: its state, progress and controls. The queue (uploader.ts) calls `run`;
 * `pause` stops it and keeps the unfinished upload (and its cache entry) for resuming;
 * `cancel` stops it, aborts the multipart upload on storage and clears the cache entry.
 * Resuming or retrying is running again: the multipart path finds the earlier upload through
 * the cache and keeps the parts that match.
 *
 * Every change produces a new snapshot object, so that React can subscribe with
 * useSyncExternalStore.
 */

import { contentTypeOf } from './content-type';
import { CredentialKeeper } from './credential-keeper';
import { isAbortError, UploadError } from './errors';
import { uploadMultipart } from './multipart-upload';
import { chooseUploadMode } from './part-size';
import {
  initialProgress,
  PartProgress,
  ProgressThrottle,
  realTimers,
  type Timers,
  type UploadProgress,
} from './progress';
import { uploadSingle } from './single-upload';
import type { Transport } from './transport';
import type { UploadApi } from './upload-api';
import type { UploadIdCache } from './upload-cache';
import { storageFor, type TaskOptions } from './upload-context';

export type UploadState =
  | 'waiting'
  | 'preparing'
  | 'uploading'
  | 'completing'
  | 'reporting'
  | 'paused'
  | 'error'
  | 'success'
  | 'canceled';

export const activeStates: readonly UploadState[] = ['preparing', 'uploading', 'completing', 'reporting'];

export interface UploadSnapshot<R = unknown> {
  id: string;
  file: File;
  fileName: string;
  size: number;
  contentType: string;
  state: UploadState;
  progress: UploadProgress;
  /** Bytes kept from an earlier, unfinished upload of the same file. */
  resumedBytes: number;
  key?: string;
  uploadId?: string;
  error?: { code: string; message: string };
  /** The report's answer (the recorded file). */
  result?: R;
}

export interface TaskDependencies<R> {
  api: UploadApi<R>;
  cache: UploadIdCache;
  transport: Transport;
  target: string;
  options: TaskOptions;
  timers?: Timers;
  onChange: (snapshot: UploadSnapshot<R>) => void;
}

const describeError = (error: unknown): { code: string; message: string } => {
  if (error instanceof UploadError) return { code: String(error.code), message: error.message };
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { code: code === undefined ? error.name : String(code), message: error.message };
  }
  return { code: 'Error', message: String(error) };
};

export class UploadTask<R = unknown> {
  readonly id: string;
  readonly file: File;
  private readonly deps: TaskDependencies<R>;
  private readonly keeper: CredentialKeeper;
  private snap: UploadSnapshot<R>;
  private controller: AbortController | undefined;
  private throttle: ProgressThrottle | undefined;
  private running: Promise<void> | undefined;

  constructor(id: string, file: File, deps: TaskDependencies<R>) {
    this.id = id;
    this.file = file;
    this.deps = deps;
    this.keeper = new CredentialKeeper(
      deps.api,
      { fileName: file.name, fileSize: file.size },
      (deps.timers ?? realTimers).now,
    );
    this.snap = {
      id,
      file,
      fileName: file.name,
      size: file.size,
      contentType: contentTypeOf(file),
      state: 'waiting',
      progress: initialProgress(file.size),
      resumedBytes: 0,
    };
  }

  get snapshot(): UploadSnapshot<R> {
    return this.snap;
  }

  get state(): UploadState {
    return this.snap.state;
  }

  private update(patch: Partial<UploadSnapshot<R>>): void {
    this.snap = { ...this.snap, ...patch };
    this.deps.onChange(this.snap);
  }

  /** Back in the queue (resume after pause, retry after an error). */
  requeue(): boolean {
    if (this.snap.state !== 'paused' && this.snap.state !== 'error') return false;
    this.update({ state: 'waiting', error: undefined });
    return true;
  }

  /** Runs the upload to its end, a pause or a cancel. Never rejects. */
  run(): Promise<void> {
    if (this.snap.state !== 'waiting') return this.running ?? Promise.resolve();
    this.running = this.execute().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async execute(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    const timers = this.deps.timers ?? realTimers;
    const throttle = new ProgressThrottle(
      this.file.size,
      (progress) => {
        if (!signal.aborted) this.update({ progress });
      },
      this.deps.options.progressInterval,
      timers,
    );
    this.throttle = throttle;
    // A resumed run keeps showing where it stopped until the kept parts are counted again.
    this.update({
      state: 'preparing',
      error: undefined,
      progress: { ...this.snap.progress, speed: 0 },
      resumedBytes: 0,
    });
    try {
      const context = {
        file: this.file,
        contentType: this.snap.contentType,
        target: this.deps.target,
        options: this.deps.options,
        cache: this.deps.cache,
        keeper: this.keeper,
        api: this.deps.api,
        transport: this.deps.transport,
        signal,
        throttle,
        parts: new PartProgress(throttle),
        onSession: (session: { key: string; uploadId?: string; resumedBytes?: number }) =>
          this.update({
            key: session.key,
            uploadId: session.uploadId,
            resumedBytes: session.resumedBytes ?? this.snap.resumedBytes,
          }),
        onPhase: (state: 'uploading' | 'completing') => {
          if (!signal.aborted) this.update({ state });
        },
      };
      const mode = chooseUploadMode(this.file.size, this.deps.options.sliceSize);
      const { key, md5 } =
        mode === 'multipart' ? await uploadMultipart(context) : await uploadSingle(context);
      throttle.flush();
      if (signal.aborted) return;
      this.update({ state: 'reporting' });
      const result = await this.deps.api.report(
        { key, size: this.file.size, content_type: this.snap.contentType, file_name: this.file.name, md5 },
        signal,
      );
      if (signal.aborted) return;
      const entry = this.deps.cache.find(this.file, this.deps.target);
      if (entry) this.deps.cache.remove(entry.id);
      this.update({ state: 'success', result });
    } catch (error) {
      throttle.stop();
      // A pause or cancel already set the state.
      if (signal.aborted || isAbortError(error)) return;
      this.update({ state: 'error', error: describeError(error) });
    } finally {
      if (this.controller === controller) this.controller = undefined;
    }
  }

  /** Stops sending; the unfinished upload stays on storage and in the cache. */
  pause(): boolean {
    const { state } = this.snap;
    if (state !== 'waiting' && !activeStates.includes(state)) return false;
    // The report is a single quick call: let it finish rather than leave a stored, unrecorded file.
    if (state === 'reporting') return false;
    // Show where it stopped, not where the last once-a-second callback was.
    this.throttle?.flush();
    this.controller?.abort();
    this.update({ state: 'paused' });
    return true;
  }

  /**
   * Stops sending, aborts the multipart upload on storage (this run's or the cached one of an
   * earlier session) and clears the cache entry. Storage failures are ignored: unfinished
   * uploads are also cleaned up by the server after a day.
   */
  async cancel(): Promise<void> {
    const { state } = this.snap;
    if (state === 'success' || state === 'canceled' || state === 'reporting') return;
    this.controller?.abort();
    this.update({ state: 'canceled' });
    await this.running?.catch(() => undefined);
    const { cache, target } = this.deps;
    const entry = cache.find(this.file, target);
    const key = this.snap.uploadId ? this.snap.key : entry?.key;
    const uploadId = this.snap.uploadId ?? entry?.uploadId;
    if (entry) cache.remove(entry.id);
    if (!key || !uploadId) return;
    try {
      const credential =
        this.keeper.key === key && this.keeper.value
          ? await this.keeper.current()
          : await this.keeper.forKey(key);
      const { client, Bucket, Region } = storageFor(
        { keeper: this.keeper, transport: this.deps.transport, api: this.deps.api },
        credential,
      );
      await client.abortMultipartUpload({ Bucket, Region, Key: key, UploadId: uploadId });
    } catch {
      // Best effort (see above).
    }
  }
}
