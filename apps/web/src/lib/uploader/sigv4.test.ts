import { describe, expect, it } from 'vitest';
import { amzDate, buildCanonicalRequest, encodeKeyPath, presignUrl, signRequest, uriEncode } from './sigv4';

// The example credentials of the AWS documentation ("Signature Calculations for the
// Authorization Header", Amazon S3 API reference).
const awsExample = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const awsDate = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const signatureOf = (authorization: string | undefined) =>
  /Signature=([0-9a-f]{64})/.exec(authorization ?? '')?.[1];

describe('signRequest against the AWS documentation examples', () => {
  it('GET Object with a Range header', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9' },
      credentials: awsExample,
      region: 'us-east-1',
      date: awsDate,
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
    expect(headers).not.toHaveProperty('x-amz-security-token');
  });

  it('GET Bucket (list objects) with a query', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J',
      credentials: awsExample,
      region: 'us-east-1',
      date: awsDate,
      payloadHash: EMPTY_SHA256,
    });
    expect(signatureOf(headers.Authorization)).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('a pre-signed GET URL', async () => {
    const url = await presignUrl({
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      credentials: awsExample,
      region: 'us-east-1',
      date: awsDate,
      expiresIn: 86400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

// Recomputed with botocore 1.43 (S3SigV4Auth / S3SigV4QueryAuth) for the same inputs: path
// style under /storage, temporary credentials, UNSIGNED-PAYLOAD.
const temporary = { ...awsExample, sessionToken: 'FQoGZXIvYXdzEXAMPLETOKEN/+=' };
const date = new Date('2024-03-09T12:34:56Z');

describe('signRequest with temporary credentials (cross-checked with botocore)', () => {
  it('an upload part: encoded key, query, content type, security token', async () => {
    const headers = await signRequest({
      method: 'PUT',
      url: `http://127.0.0.1:8080/storage/merchant-media/${encodeKeyPath('stores/7/2024/a b中.png')}?partNumber=3&uploadId=${encodeURIComponent('abc/def')}`,
      headers: { 'Content-Type': 'image/png' },
      credentials: temporary,
      region: 'local',
      date,
    });
    expect(headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20240309/local/s3/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, ' +
        'Signature=80faccebbd29f1bfe749e376691376be31ca720e5792a6470945188418171dba',
    );
    expect(headers['x-amz-security-token']).toBe('FQoGZXIvYXdzEXAMPLETOKEN/+=');
    expect(headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(headers['Content-Type']).toBe('image/png');
  });

  it('a value-less query parameter (?uploads) is signed as "uploads="', async () => {
    const headers = await signRequest({
      method: 'POST',
      url: 'http://127.0.0.1:8080/storage/merchant-media/stores/7/x.bin?uploads',
      credentials: temporary,
      region: 'local',
      date,
    });
    expect(signatureOf(headers.Authorization)).toBe(
      '80f511b1c9129e60bad2cf7be00f628e9569d52a93bbbdfa2a402496549913d0',
    );
  });

  it('a pre-signed URL carries the security token', async () => {
    const url = await presignUrl({
      url: 'http://127.0.0.1:8080/storage/merchant-media/stores/7/a%20b.pdf',
      credentials: temporary,
      region: 'local',
      date,
    });
    expect(url).toBe(
      'http://127.0.0.1:8080/storage/merchant-media/stores/7/a%20b.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20240309%2Flocal%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20240309T123456Z&X-Amz-Expires=900&X-Amz-Security-Token=FQoGZXIvYXdzEXAMPLETOKEN%2F%2B%3D' +
        '&X-Amz-SignedHeaders=host&X-Amz-Signature=038ba4ae5a46f7c539f307673f57e2b8cc3644049e233bdc5a83108e9b21a3fe',
    );
  });
});

describe('encoding', () => {
  it('keeps only unreserved characters', () => {
    expect(uriEncode("a b+c/d~e_f.g-h*'(")).toBe('a%20b%2Bc%2Fd~e_f.g-h%2A%27%28');
    expect(encodeKeyPath('dir/a b/中.png')).toBe('dir/a%20b/%E4%B8%AD.png');
  });

  it('formats the date as ISO basic', () => {
    expect(amzDate(new Date('2024-03-09T01:02:03.456Z'))).toBe('20240309T010203Z');
  });

  it('sorts the query by name and trims header values', () => {
    const { canonicalRequest, signedHeaders } = buildCanonicalRequest(
      'get',
      new URL('http://h/b/k?uploadId=2&partNumber=1&a=%20'),
      { 'X-Amz-Date': '  x   y ', Host: 'h' },
      'UNSIGNED-PAYLOAD',
    );
    expect(canonicalRequest).toBe(
      'GET\n/b/k\na=%20&partNumber=1&uploadId=2\nhost:h\nx-amz-date:x y\n\nhost;x-amz-date\nUNSIGNED-PAYLOAD',
    );
    expect(signedHeaders).toBe('host;x-amz-date');
  });
});
