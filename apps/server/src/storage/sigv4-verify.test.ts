import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { createGrantSigner, resolveGrant } from './grant';
import { UNSIGNED_PAYLOAD } from './sigv4';
import { presignUrl, signRequestHeaders } from './sigv4-sign';
import { verifySigV4 } from './sigv4-verify';

const region = 'us-east-1';
const signer = createGrantSigner(Buffer.from('x'.repeat(40)));
const otherSigner = createGrantSigner(Buffer.from('y'.repeat(40)));
const key = 'stores/7/2026/11/0123456789abcdef-photo.jpg';
const url = `http://127.0.0.1:9000/storage/merchant-uploads/${key}`;
const issue = (exp = Math.floor(Date.now() / 1000) + 900) =>
  signer.issue({ key, prefix: 'stores/7/', exp, storeId: 7 });
const credsOf = (c: ReturnType<typeof issue>) => ({
  accessKeyId: c.tmpSecretId,
  secretAccessKey: c.tmpSecretKey,
  sessionToken: c.sessionToken,
});

/** Runs the verifier as the /storage endpoints do, on a request as a client sent it. */
const verify = (method: string, target: string, headers: Record<string, string>, now?: Date) => {
  const u = new URL(target);
  return verifySigV4({
    method,
    rawUrl: `${u.pathname}${u.search}`,
    headers: { host: u.host, ...headers },
    region,
    now,
    resolveSecret: (id, token) => resolveGrant(signer, id, token).secret,
  });
};

const headerSigned = (
  c: ReturnType<typeof issue>,
  extra: Partial<Parameters<typeof signRequestHeaders>[0]> = {},
) =>
  signRequestHeaders({
    method: 'PUT',
    url,
    region,
    service: 's3',
    credentials: credsOf(c),
    payloadHash: UNSIGNED_PAYLOAD,
    ...extra,
  });

describe('SigV4 verification of the embedded store', () => {
  it('accepts a header-signed request and a URL presigned by the AWS SDK', async () => {
    const c = issue();
    expect(verify('PUT', url, headerSigned(c))).toMatchObject({
      accessKeyId: c.tmpSecretId,
      payloadHash: UNSIGNED_PAYLOAD,
    });
    const client = new S3Client({
      region,
      endpoint: 'http://127.0.0.1:9000/storage',
      forcePathStyle: true,
      credentials: credsOf(c),
    });
    const signed = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: 'merchant-uploads', Key: key }),
      { expiresIn: 900 },
    );
    expect(verify('GET', signed, {}).sessionToken).toBe(c.sessionToken);
    expect(
      verify(
        'GET',
        presignUrl({ method: 'GET', url, region, credentials: credsOf(c), expiresInSeconds: 60 }),
        {},
      ),
    ).toBeTruthy();
  });

  it('refuses a forged signature, a wrong secret and a changed request', () => {
    const c = issue();
    const headers = headerSigned(c);
    const forged = {
      ...headers,
      authorization: headers.authorization!.replace(/Signature=\w+/, `Signature=${'0'.repeat(64)}`),
    };
    expect(() => verify('PUT', url, forged)).toThrow(
      expect.objectContaining({ code: 'SignatureDoesNotMatch' }),
    );
    const wrongSecret = headerSigned({ ...c, tmpSecretKey: 'guessed' });
    expect(() => verify('PUT', url, wrongSecret)).toThrow(
      expect.objectContaining({ code: 'SignatureDoesNotMatch' }),
    );
    expect(() => verify('PUT', `${url}x`, headers)).toThrow(
      expect.objectContaining({ code: 'SignatureDoesNotMatch' }),
    );
    expect(() => verify('POST', url, headers)).toThrow(
      expect.objectContaining({ code: 'SignatureDoesNotMatch' }),
    );
  });

  it('refuses a wrong scope: another region, another service', () => {
    const c = issue();
    expect(() => verify('PUT', url, headerSigned(c, { region: 'ap-guangzhou' }))).toThrow(
      expect.objectContaining({ code: 'AuthorizationHeaderMalformed' }),
    );
    expect(() => verify('PUT', url, headerSigned(c, { service: 'sts' }))).toThrow(
      expect.objectContaining({ code: 'AuthorizationHeaderMalformed' }),
    );
  });

  it('refuses expired credentials, expired or too long presigned URLs, and skewed clocks', () => {
    const expired = issue(Math.floor(Date.now() / 1000) - 1);
    expect(() => verify('PUT', url, headerSigned(expired))).toThrow(
      expect.objectContaining({ code: 'ExpiredToken' }),
    );
    const c = issue();
    const past = new Date(Date.now() - 901_000);
    const old = presignUrl({
      method: 'GET',
      url,
      region,
      credentials: credsOf(c),
      expiresInSeconds: 900,
      now: past,
    });
    expect(() => verify('GET', old, {})).toThrow(
      expect.objectContaining({ code: 'AccessDenied', message: 'Request has expired' }),
    );
    const long = presignUrl({ method: 'GET', url, region, credentials: credsOf(c), expiresInSeconds: 901 });
    expect(() => verify('GET', long, {})).toThrow(
      expect.objectContaining({ code: 'AuthorizationQueryParametersError' }),
    );
    const skewed = headerSigned(c, { now: new Date(Date.now() - 16 * 60_000) });
    expect(() => verify('PUT', url, skewed)).toThrow(
      expect.objectContaining({ code: 'RequestTimeTooSkewed' }),
    );
  });

  it('refuses a tampered token, a token of another credential, another server’s token, and none', () => {
    const c = issue();
    const [v, body, mac] = c.sessionToken.split('.');
    const grant = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const widened = Buffer.from(JSON.stringify({ ...grant, key: 'stores/8/2026/11/x.jpg' })).toString(
      'base64url',
    );
    const tampered = headerSigned({ ...c, sessionToken: `${v}.${widened}.${mac}` });
    expect(() => verify('PUT', url, tampered)).toThrow(expect.objectContaining({ code: 'InvalidToken' }));
    const other = issue();
    expect(() => verify('PUT', url, headerSigned({ ...c, sessionToken: other.sessionToken }))).toThrow(
      expect.objectContaining({ code: 'InvalidAccessKeyId' }),
    );
    const foreign = otherSigner.issue({ key, prefix: 'stores/7/', exp: grant.exp });
    expect(() => verify('PUT', url, headerSigned(foreign))).toThrow(
      expect.objectContaining({ code: 'InvalidToken' }),
    );
    const resigned = signRequestHeaders({
      method: 'PUT',
      url,
      region,
      service: 's3',
      payloadHash: UNSIGNED_PAYLOAD,
      credentials: { accessKeyId: c.tmpSecretId, secretAccessKey: c.tmpSecretKey },
    });
    expect(() => verify('PUT', url, resigned)).toThrow(
      expect.objectContaining({ code: 'MissingSecurityHeader' }),
    );
  });

  it('refuses unsigned x-amz headers and anonymous requests', () => {
    const c = issue();
    const headers = { ...headerSigned(c), 'x-amz-copy-source': '/merchant-uploads/stores/8/secret.jpg' };
    expect(() => verify('PUT', url, headers)).toThrow(expect.objectContaining({ code: 'AccessDenied' }));
    expect(() => verify('GET', url, {})).toThrow(expect.objectContaining({ code: 'AccessDenied' }));
  });
});
