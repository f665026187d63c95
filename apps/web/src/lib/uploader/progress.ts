/**
 * Progress callbacks at most once per interval (spec §9: 1000 ms), with the speed since the
 * previous callback. An update inside the interval is not lost: it is delivered when the
 * interval ends. `flush` delivers the final state at once (completion).
 */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, two decimals. */
  percent: number;
  /** Bytes per second since the previous callback. */
  speed: number;
}

export interface Timers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const percentOf = (loaded: number, total: number): number =>
  total <= 0 ? (loaded >= total ? 100 : 0) : Math.floor((Math.min(loaded, total) / total) * 10_000) / 100;

export const initialProgress = (total: number): UploadProgress => ({
  loaded: 0,
  total,
  percent: 0,
  speed: 0,
});

export class ProgressThrottle {
  private readonly total: number;
  private readonly interval: number;
  private readonly emit: (progress: UploadProgress) => void;
  private readonly timers: Timers;
  private loaded = 0;
  private lastLoaded = 0;
  private lastTime: number;
  private emittedLoaded = -1;
  private lastSpeed = 0;
  private timer: unknown;

  constructor(
    total: number,
    emit: (progress: UploadProgress) => void,
    interval = 1000,
    timers: Timers = realTimers,
  ) {
    this.total = total;
    this.emit = emit;
    this.interval = interval;
    this.timers = timers;
    this.lastTime = timers.now();
  }

  /**
   * Bytes already there when this run starts (parts kept from an earlier upload): counted as
   * loaded but not as speed.
   */
  baseline(loaded: number): void {
    this.loaded = loaded;
    this.lastLoaded = loaded;
  }

  update(loaded: number): void {
    this.loaded = loaded;
    if (this.timer !== undefined) return;
    const wait = this.interval - (this.timers.now() - this.lastTime);
    if (wait <= 0) this.deliver();
    else this.timer = this.timers.setTimeout(() => this.deliver(), wait);
  }

  /** Delivers now (if anything changed) and stops the timer. */
  flush(): void {
    this.stop();
    if (this.loaded !== this.emittedLoaded) this.deliver();
  }

  stop(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private deliver(): void {
    this.timer = undefined;
    const now = this.timers.now();
    const seconds = (now - this.lastTime) / 1000;
    // A flush right after a callback has no time to measure: the last speed stands.
    const speed =
      seconds > 0 ? Math.max(0, Math.round((this.loaded - this.lastLoaded) / seconds)) : this.lastSpeed;
    this.lastSpeed = speed;
    this.lastTime = now;
    this.lastLoaded = this.loaded;
    this.emittedLoaded = this.loaded;
    this.emit({ loaded: this.loaded, total: this.total, percent: percentOf(this.loaded, this.total), speed });
  }
}

/** Seconds left at the current speed, or undefined when unknown. */
export const secondsRemaining = (progress: UploadProgress): number | undefined =>
  progress.speed > 0 ? Math.ceil((progress.total - progress.loaded) / progress.speed) : undefined;

/** Bytes of a multipart upload: parts done, parts kept, and parts on their way. */
export class PartProgress {
  private readonly throttle: ProgressThrottle;
  private done = 0;
  private readonly inFlight = new Map<number, number>();

  constructor(throttle: ProgressThrottle) {
    this.throttle = throttle;
  }

  get loaded(): number {
    let sum = this.done;
    for (const bytes of this.inFlight.values()) sum += bytes;
    return sum;
  }

  /** Bytes that were already there (kept parts): no speed. */
  keep(bytes: number): void {
    this.done += bytes;
    this.throttle.baseline(this.loaded);
  }

  sending(partNumber: number, loaded: number): void {
    this.inFlight.set(partNumber, loaded);
    this.throttle.update(this.loaded);
  }

  /** A failed attempt: its bytes go back to zero until the retry sends them again. */
  restart(partNumber: number): void {
    this.inFlight.delete(partNumber);
    this.throttle.update(this.loaded);
  }

  sent(partNumber: number, size: number): void {
    this.inFlight.delete(partNumber);
    this.done += size;
    this.throttle.update(this.loaded);
  }
}
