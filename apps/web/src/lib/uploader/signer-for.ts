/** The request signer a credential calls for: in the browser, or through the server. */
import type { UploadSigning } from '@merchant/shared';
import { LocalSigner, type LocalSignerOptions } from './local-signer';
import { RemoteSigner } from './remote-signer';
import type { RequestSigner } from './request-signer';
import type { UploadApi } from './upload-api';

export const signerFor = (
  signing: UploadSigning,
  options: LocalSignerOptions & { api: Pick<UploadApi, 'sign'>; now: () => number },
): RequestSigner =>
  signing === 'server'
    ? new RemoteSigner({ sign: (body, signal) => options.api.sign(body, signal), now: options.now })
    : new LocalSigner({ getCredentials: options.getCredentials, now: options.now });
