import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadKit, samples, type UploadKit } from '../features/upload/upload-test-kit';

const SCRIPT = '<html><script>document.title="pwned"</script></html>';
/** An HTML page with a PNG signature in front: passes a magic-number check as a PNG. */
const disguisedHtml = Buffer.concat([samples.png.subarray(0, 8), Buffer.from(SCRIPT)]);

const expectStorageHeaders = (res: Response, disposition: 'inline' | 'attachment') => {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  expect(res.headers.get('content-disposition')).toBe(disposition);
};

describe('storage never serves what the uploader chose to call it', () => {
  let kit: UploadKit;
  beforeAll(async () => {
    kit = await createUploadKit();
  });
  afterAll(() => kit.t.close());

  /** The uploader's own presigned GET, made with the upload credential (no report). */
  const ownPresignedUrl = async (c: Awaited<ReturnType<UploadKit['upload']>>) =>
    getSignedUrl(
      kit.clientFor(c),
      new GetObjectCommand({ Bucket: c.bucket.bucketName, Key: c.storage.key }),
      {
        expiresIn: 600,
      },
    );

  it('serves a PNG-signed HTML page put as text/html as image/png, nosniff, sandboxed', async () => {
    const c = await kit.upload('photo.png', disguisedHtml, 'text/html');
    const own = await fetch(await ownPresignedUrl(c));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expectStorageHeaders(own, 'inline');

    const { body } = await kit.call('POST', '/api/upload/report', {
      key: c.storage.key,
      size: disguisedHtml.length,
      content_type: 'image/png',
      file_name: 'photo.png',
    });
    expect(body).toMatchObject({ code: 0, value: { content_type: 'image/png' } });
    const signed = await fetch((body.value as { url: string }).url);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expectStorageHeaders(signed, 'inline');
  });

  it('serves bytes that are no allowed type of the key as an octet-stream attachment', async () => {
    const c = await kit.upload('photo.png', Buffer.from(SCRIPT), 'text/html');
    const own = await fetch(await ownPresignedUrl(c));
    expect(await own.text()).toBe(SCRIPT);
    expect(own.headers.get('content-type')).toBe('application/octet-stream');
    expectStorageHeaders(own, 'attachment');
    // A PDF under an image key is not an image either.
    const pdf = await kit.upload('scan.jpg', samples.pdf, 'application/pdf');
    const read = await fetch(await ownPresignedUrl(pdf), { headers: { range: 'bytes=0-3' } });
    expect([read.status, read.headers.get('content-type')]).toEqual([206, 'application/octet-stream']);
    expectStorageHeaders(read, 'attachment');
  });

  it('puts the headers on storage errors, listings and preflights too', async () => {
    const base = `http://${kit.host}/storage`;
    const denied = await fetch(`${base}/merchant-uploads/stores/1/x.png`);
    expect(denied.status).toBe(403);
    expectStorageHeaders(denied, 'attachment');
    const noBucket = await fetch(`${base}/`);
    expectStorageHeaders(noBucket, 'attachment');
    const preflight = await fetch(`${base}/merchant-uploads/x.png`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preflight.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    // The server-wide headers are there as well; the sandbox CSP is not replaced, and framing
    // is left to the console's own origin (its PDF preview).
    expect(denied.headers.get('referrer-policy')).toBe('same-origin');
    expect(denied.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
