/**
 * Storage safety in the browser (docs/uploads.md "Storage safety"): an HTML page disguised as
 * a PNG (PNG signature, then a script) is put into storage the way an attacker would, with
 * `Content-Type: text/html`, and opened from the console's own origin in a signed-in browser,
 * both through the signed URL of the recorded file and through the attacker's own presigned
 * URL. The script must never run: no marker in the title, in localStorage, or on the network.
 */
import type { UploadCredential, UploadedFile } from '@merchant/shared';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Client } from '../../apps/web/src/lib/uploader/s3-client';
import { fetchTransport } from '../../apps/web/src/lib/uploader/transport';
import { api, baseUrl, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** What the attacker's page would do: mark its run, and send the reviewer's cookies home. */
const PAYLOAD = `<html><body><script>
document.title = 'pwned';
try { localStorage.setItem('pwned', '1'); } catch (e) {}
fetch('/api/pwned?c=' + encodeURIComponent(document.cookie));
</script></body></html>`;

let browser: Browser;
let token: string;
const recordedIds: number[] = [];

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const id of recordedIds) await api('DELETE', `/upload/files/${id}`, { token });
});

/** Puts `bytes` at a fresh key as any S3 client can, declaring `text/html`. */
const putAsHtml = async (fileName: string, bytes: Buffer) => {
  const answer = await api<UploadCredential>(
    'GET',
    `/upload/credential?fileName=${fileName}&fileSize=${bytes.length}`,
    { token },
  );
  expect(answer.code).toBe(0);
  const c = answer.value;
  const client = new S3Client({
    endpoint: c.storage.endpoint,
    forcePathStyle: c.storage.forcePathStyle,
    getCredentials: () => c.credentials,
    transport: fetchTransport,
  });
  const target = { Bucket: c.bucket.bucketName, Region: c.bucket.region, Key: c.storage.key };
  await client.putObject({ ...target, Body: new Blob([new Uint8Array(bytes)]), ContentType: 'text/html' });
  return { key: c.storage.key, ownUrl: await client.getObjectUrl(target) };
};

/** Opens `url` in the page and gives the script every chance to run. */
const open = async (page: Page, url: string): Promise<Response | null> => {
  const response = await page.goto(url);
  await page.waitForTimeout(500);
  return response;
};

const expectSafeHeaders = (response: Response | null, type: string, disposition: string) => {
  const headers = response?.headers() ?? {};
  expect(headers['content-type']).toBe(type);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(headers['content-disposition']).toBe(disposition);
};

describe('storage safety', () => {
  it('never runs an uploaded HTML page disguised as a PNG, opened from the console origin', async () => {
    const { context, page, token: fresh } = await signedInContext(browser);
    token = fresh;
    const exfiltrated: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/pwned')) exfiltrated.push(request.url());
    });
    try {
      const bytes = Buffer.concat([PNG_SIGNATURE, Buffer.from(PAYLOAD)]);
      const { key, ownUrl } = await putAsHtml('qualification.png', bytes);
      expect(new URL(ownUrl).origin).toBe(baseUrl());

      // The attacker's own presigned URL, no report step.
      expectSafeHeaders(await open(page, ownUrl), 'image/png', 'inline');
      expect(await page.title()).not.toBe('pwned');

      // Reported as a PNG (its first bytes are one): recorded with the sniffed type.
      const report = await api<UploadedFile>('POST', '/upload/report', {
        token,
        body: { key, size: bytes.length, content_type: 'image/png', file_name: 'qualification.png' },
      });
      expect(report.code).toBe(0);
      recordedIds.push(report.value.id);
      expect(report.value.content_type).toBe('image/png');
      const fresh = await api<{ url: string }>('GET', `/upload/files/${report.value.id}/url`, { token });
      expectSafeHeaders(await open(page, fresh.value.url), 'image/png', 'inline');
      expect(await page.title()).not.toBe('pwned');

      // Back on the console: nothing was written in its origin's storage, nothing was sent.
      await page.goto('/');
      expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
      expect(exfiltrated).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hands an HTML page without any image signature out as a download, never as a page', async () => {
    const { context, page, token: fresh } = await signedInContext(browser);
    token = fresh;
    try {
      const { ownUrl } = await putAsHtml('cover.png', Buffer.from(PAYLOAD));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.goto(ownUrl).catch(() => null),
      ]);
      expect(download.url()).toBe(ownUrl);
      expect(await page.title()).not.toBe('pwned');
      const direct = await fetch(ownUrl);
      expect(direct.headers.get('content-type')).toBe('application/octet-stream');
      expect(direct.headers.get('content-disposition')).toBe('attachment');
      expect(direct.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    } finally {
      await context.close();
    }
  });
});
