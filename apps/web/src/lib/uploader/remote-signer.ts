/**
 * Server signing (docs/uploads.md "Server signing"): each storage request gets a presigned
 * URL from POST /upload/sign. Part URLs are asked for in batches (the part asked for and the
 * next ones, up to the upload's last part) and kept until used; a kept URL is used once, and
 * only while more than a minute of its 900 s remains (else a fresh batch is asked for). A
 * retry therefore always gets a URL of its own.
 */
import type { UploadSignBody, UploadSignedRequests } from '@merchant/shared';
import { MAX_PART_COUNT } from './constants';
import { UploadError, uploadErrorText } from './errors';
import type { RequestSigner, SignedRequest, StorageOperation, UnsignedRequest } from './request-signer';

export type SignCall = (body: UploadSignBody, signal?: AbortSignal) => Promise<UploadSignedRequests>;

export interface RemoteSignerOptions {
  sign: SignCall;
  /** Milliseconds on the server's clock (the credential keeper's). */
  now?: () => number;
  /** Part URLs asked for at once (default 20; the server answers at most 100). */
  partBatch?: number;
}

/** A kept URL is used only while more than this remains of its validity. */
export const URL_RENEW_BEFORE_MS = 60_000;
export const DEFAULT_PART_BATCH = 20;

interface KeptUrl {
  url: string;
  /** Epoch seconds. */
  expiredTime: number;
}

type PartOperation = Extract<StorageOperation, { operation: 'uploadPart' }>;

/** A part URL asked for with an earlier part's batch; `value` once the answer came. */
interface KeptPart {
  promise: Promise<KeptUrl | undefined>;
  settled: boolean;
  value?: KeptUrl;
}

const methodMismatch = (asked: string, answered: string) =>
  new UploadError(
    `The server signed a ${answered} request where ${asked} was expected.`,
    'ServerSigningMismatch',
  );

export class RemoteSigner implements RequestSigner {
  private readonly options: RemoteSignerOptions;
  /** Part URLs not used yet, by `key`, upload id and part number. */
  private readonly parts = new Map<string, KeptPart>();

  constructor(options: RemoteSignerOptions) {
    this.options = options;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private fresh(kept: KeptUrl | undefined): kept is KeptUrl {
    return kept !== undefined && kept.expiredTime * 1000 - this.now() > URL_RENEW_BEFORE_MS;
  }

  async sign(request: UnsignedRequest): Promise<SignedRequest> {
    const { operation } = request;
    if (operation.operation === 'other') {
      throw new UploadError(
        uploadErrorText.serverSigningUnsupported(operation.name),
        'ServerSigningUnsupported',
      );
    }
    const url =
      operation.operation === 'uploadPart'
        ? await this.partUrl(operation, request.method, request.signal)
        : await this.singleUrl(operation, request.method, request.signal);
    return { url, headers: request.headers };
  }

  private async call(body: UploadSignBody, method: string, signal?: AbortSignal) {
    const answer = await this.options.sign(body, signal);
    if (answer.method !== method) throw methodMismatch(method, answer.method);
    return answer;
  }

  private async singleUrl(
    operation: Exclude<StorageOperation, PartOperation | { operation: 'other' }>,
    method: string,
    signal?: AbortSignal,
  ): Promise<string> {
    const answer = await this.call(operation, method, signal);
    const url = answer.requests[0]?.url;
    if (!url) throw new UploadError('The server answered no signed URL.', 'ServerSigningMismatch');
    return url;
  }

  private async partUrl(operation: PartOperation, method: string, signal?: AbortSignal): Promise<string> {
    const { key, uploadId, partNumber } = operation;
    const id = (n: number) => `${key}\n${uploadId}\n${n}`;
    const kept = this.parts.get(id(partNumber));
    if (kept) {
      this.parts.delete(id(partNumber));
      const url = await kept.promise;
      if (this.fresh(url)) return url.url;
    }
    // Still coming, or here and fresh: not asked for again.
    const usable = (n: number) => {
      const other = this.parts.get(id(n));
      return other !== undefined && (!other.settled || this.fresh(other.value));
    };
    const last = Math.min(operation.partCount ?? MAX_PART_COUNT, MAX_PART_COUNT);
    const batch = Math.max(1, this.options.partBatch ?? DEFAULT_PART_BATCH);
    const numbers = [partNumber];
    for (let n = partNumber + 1; n <= last && numbers.length < batch; n += 1) {
      if (!usable(n)) numbers.push(n);
    }
    const answer = this.call(
      { operation: 'uploadPart', key, uploadId, partNumbers: numbers },
      method,
      signal,
    );
    const urlOf = (a: UploadSignedRequests, n: number): KeptUrl | undefined => {
      const url = a.requests.find((r) => r.partNumber === n)?.url;
      return url ? { url, expiredTime: a.expiredTime } : undefined;
    };
    // The others are kept for their parts; a failed batch leaves nothing kept (asked again).
    for (const n of numbers.slice(1)) {
      const entry: KeptPart = { settled: false, promise: Promise.resolve(undefined) };
      entry.promise = answer.then(
        (a) => urlOf(a, n),
        () => undefined,
      );
      void entry.promise.then((value) => {
        entry.settled = true;
        entry.value = value;
      });
      this.parts.set(id(n), entry);
    }
    const own = urlOf(await answer, partNumber);
    if (!own)
      throw new UploadError('The server answered no signed URL for this part.', 'ServerSigningMismatch');
    return own.url;
  }
}
