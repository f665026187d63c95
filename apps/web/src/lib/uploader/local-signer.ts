/**
 * Signs storage requests in the browser (AWS SigV4) with the temporary credentials of the
 * credential call: the embedded store's and STS's. Refuses missing or expired credentials
 * before anything is sent.
 */
import { UploadError, uploadErrorText } from './errors';
import type { RequestSigner, SignedRequest, UnsignedRequest } from './request-signer';
import { presignUrl, type SigningCredentials, signRequest } from './sigv4';

/** The credential call's `credentials` (spec §3); `expiredTime` in epoch seconds. */
export interface TemporaryCredentials {
  tmpSecretId: string;
  tmpSecretKey: string;
  sessionToken: string;
  expiredTime: number;
}

export interface LocalSignerOptions {
  /** Called before every request; may renew. */
  getCredentials: () => TemporaryCredentials | Promise<TemporaryCredentials>;
  /** Milliseconds, corrected to the server's clock when the caller knows the skew. */
  now?: () => number;
}

export class LocalSigner implements RequestSigner {
  private readonly options: LocalSignerOptions;

  constructor(options: LocalSignerOptions) {
    this.options = options;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private async credentials(): Promise<SigningCredentials> {
    const credentials = await this.options.getCredentials();
    if (
      !credentials?.tmpSecretId ||
      !credentials.tmpSecretKey ||
      !credentials.sessionToken ||
      credentials.expiredTime * 1000 <= this.now()
    ) {
      throw new UploadError(uploadErrorText.credentials, 'AuthorizationError');
    }
    return {
      accessKeyId: credentials.tmpSecretId,
      secretAccessKey: credentials.tmpSecretKey,
      sessionToken: credentials.sessionToken,
    };
  }

  async sign(request: UnsignedRequest): Promise<SignedRequest> {
    const headers = await signRequest({
      method: request.method,
      url: request.url,
      headers: request.headers,
      credentials: await this.credentials(),
      region: request.region,
      date: new Date(this.now()),
    });
    return { url: request.url, headers };
  }

  async presignGet(input: { url: string; region: string; expiresIn: number }): Promise<string> {
    return presignUrl({
      url: input.url,
      credentials: await this.credentials(),
      region: input.region,
      date: new Date(this.now()),
      expiresIn: input.expiresIn,
    });
  }
}
