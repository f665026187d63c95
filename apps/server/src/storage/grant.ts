import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { StorageError } from './storage-error';

/**
 * An embedded-mode credential's scope, carried in its session token and signed by the
 * server: the one key it may write, the owner's prefix (`stores/{id}/` or `accounts/{id}/`)
 * it may list and abort under, its expiry (epoch seconds) and the largest object it may
 * create. Read grants (`read: true`) back the signed GET URLs and allow only GET/HEAD of their
 * key. Abort grants (`abort: true`, key '') may only list and abort unfinished uploads under
 * the prefix. The token is stateless, so any process that shares the storage secret accepts it.
 */
export interface Grant {
  /** The tmpSecretId this token belongs to. */
  id: string;
  /** '' for abort grants. */
  key: string;
  prefix: string;
  exp: number;
  storeId?: number;
  accountId?: number;
  max?: number;
  read?: true;
  abort?: true;
}

export interface IssuedCredentials {
  tmpSecretId: string;
  tmpSecretKey: string;
  sessionToken: string;
}

const TOKEN_VERSION = 'v1';

const invalidToken = () =>
  new StorageError('InvalidToken', 'The provided token is malformed or otherwise invalid.', 400);

export const createGrantSigner = (secret: Buffer) => {
  const mac = (purpose: string, data: string) =>
    createHmac('sha256', secret).update(`${purpose}:${data}`).digest();
  /** The secret key of a temporary id: derived, never stored. */
  const secretFor = (tmpSecretId: string) => mac('tmp-secret', tmpSecretId).toString('base64url');

  return {
    secretFor,

    issue: (scope: Omit<Grant, 'id'>): IssuedCredentials => {
      const id = `ASIA${randomBytes(10).toString('hex').toUpperCase()}`;
      const body = Buffer.from(JSON.stringify({ ...scope, id })).toString('base64url');
      const sessionToken = `${TOKEN_VERSION}.${body}.${mac('grant', body).toString('base64url')}`;
      return { tmpSecretId: id, tmpSecretKey: secretFor(id), sessionToken };
    },

    /** The grant inside a token; InvalidToken when it was not signed by this server. */
    verify: (token: string): Grant => {
      const [version, body, signature] = token.split('.');
      if (version !== TOKEN_VERSION || !body || !signature) throw invalidToken();
      const expected = mac('grant', body);
      const actual = Buffer.from(signature, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalidToken();
      try {
        const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Grant;
        if (typeof grant.id !== 'string' || typeof grant.key !== 'string' || typeof grant.exp !== 'number')
          throw invalidToken();
        return grant;
      } catch {
        throw invalidToken();
      }
    },
  };
};

export type GrantSigner = ReturnType<typeof createGrantSigner>;

/**
 * The check the embedded endpoints run before the signature: the token is genuine, belongs to
 * the access key id that signed, and has not expired. Answers the grant and the secret.
 */
export const resolveGrant = (
  signer: GrantSigner,
  accessKeyId: string,
  sessionToken: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): { grant: Grant; secret: string } => {
  if (!sessionToken)
    throw new StorageError(
      'MissingSecurityHeader',
      'Your request was missing a required header: x-amz-security-token',
      400,
    );
  const grant = signer.verify(sessionToken);
  if (grant.id !== accessKeyId)
    throw new StorageError(
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      403,
    );
  if (grant.exp <= nowSeconds) throw new StorageError('ExpiredToken', 'The provided token has expired.', 400);
  return { grant, secret: signer.secretFor(accessKeyId) };
};
