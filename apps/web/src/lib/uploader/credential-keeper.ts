/**
 * Holds the temporary credential of one upload and renews it: credentials live 900 s and
 * a large upload lasts longer, so a new one is asked for the same key when fewer than 60 s
 * remain (docs/uploads.md, "Renewing and resuming"), or when storage says the token expired.
 * It also measures the clock skew against the server (the credential's startTime), so that
 * request dates stay within the 15 minutes storage tolerates on a badly set computer clock.
 */
import type { UploadApi, UploadCredential } from './upload-api';

export const RENEW_BEFORE_MS = 60_000;
const SKEW_THRESHOLD_MS = 30_000;

/**
 * The server clock's lead over ours (ms), from a credential's startTime (epoch s) received at
 * `localNow`. Only a real difference counts: a few seconds are the answer's own travel time.
 */
export const clockSkewMs = (startTime: number | undefined, localNow: number): number => {
  if (typeof startTime !== 'number' || startTime <= 0) return 0;
  const skew = startTime * 1000 - localNow;
  return Math.abs(skew) > SKEW_THRESHOLD_MS ? skew : 0;
};

export class CredentialKeeper {
  private readonly api: UploadApi<unknown>;
  private readonly file: { fileName: string; fileSize: number };
  private readonly clock: () => number;
  private credential: UploadCredential | undefined;
  private pending: Promise<UploadCredential> | undefined;
  private skewMs = 0;
  private stale = false;

  constructor(
    api: UploadApi<unknown>,
    file: { fileName: string; fileSize: number },
    clock: () => number = Date.now,
  ) {
    this.api = api;
    this.file = file;
    this.clock = clock;
  }

  /** Now on the server's clock (ms). */
  now(): number {
    return this.clock() + this.skewMs;
  }

  get key(): string | undefined {
    return this.credential?.storage.key;
  }

  get value(): UploadCredential | undefined {
    return this.credential;
  }

  /** A credential for a key the server picks now (a new upload). */
  forNewKey(signal?: AbortSignal): Promise<UploadCredential> {
    return this.fetch(undefined, signal);
  }

  /** A credential for an earlier key (resume, renewal, cancel of an earlier upload). */
  forKey(key: string, signal?: AbortSignal): Promise<UploadCredential> {
    return this.fetch(key, signal);
  }

  /** The current credential, renewed for the same key when it is about to expire. */
  async current(signal?: AbortSignal): Promise<UploadCredential> {
    const credential = this.credential;
    if (!credential) return this.pending ?? this.forNewKey(signal);
    const left = credential.credentials.expiredTime * 1000 - this.now();
    if (!this.stale && left > RENEW_BEFORE_MS) return credential;
    return this.pending ?? this.forKey(credential.storage.key, signal);
  }

  /** Storage refused the token: the next `current()` asks for a new one. */
  invalidate(): void {
    this.stale = true;
  }

  /** Forget the credential (the next `current()` asks for a new key). */
  reset(): void {
    this.credential = undefined;
    this.stale = false;
  }

  private fetch(key: string | undefined, signal?: AbortSignal): Promise<UploadCredential> {
    const request = this.api
      .getCredential({ ...this.file, ...(key ? { key } : {}) }, signal)
      .then((credential) => {
        const start = credential.credentials.startTime;
        if (typeof start === 'number' && start > 0) this.skewMs = clockSkewMs(start, this.clock());
        this.credential = credential;
        this.stale = false;
        return credential;
      })
      .finally(() => {
        if (this.pending === request) this.pending = undefined;
      });
    this.pending = request;
    return request;
  }
}
