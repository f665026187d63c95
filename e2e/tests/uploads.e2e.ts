/**
 * Uploads in the browser against the real server in embedded mode (docs/uploads.md): a 50 MB
 * video interrupted by closing the page and finished from a new page without sending the
 * stored parts again, a small image with its previews, and a cancelled upload that leaves
 * nothing unfinished on storage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadAbortCredential, UploadedFile } from '@merchant/shared';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Client } from '../../apps/web/src/lib/uploader/s3-client';
import { fetchTransport } from '../../apps/web/src/lib/uploader/transport';
import { api, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';
import { md5OfUrl, writePngFile, writeVideoFile } from '../support/upload-files';

const MB = 1024 * 1024;
/** The uploader's part size for files up to 10000 MB (lib/uploader/part-size.ts). */
const PART_SIZE = MB;

let browser: Browser;
let tmp: string;
let token: string;
const recordedIds: number[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-e2e-uploads-'));
});
afterAll(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  // Leave the demo store's media library as the seed made it.
  for (const id of recordedIds) await api('DELETE', `/upload/files/${id}`, { token });
});

const writeVideo = (name: string, size: number) => writeVideoFile(tmp, name, size);
const writePng = (name: string, size: number) => writePngFile(tmp, name, size);

const isPartUpload = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).searchParams.has('partNumber');
/** ListParts: `GET {objectUrl}?uploadId=` (the resume looks the earlier upload's parts up). */
const isListParts = (request: Request) => {
  const url = new URL(request.url());
  return (
    request.method() === 'GET' && url.pathname.startsWith('/storage/') && url.searchParams.has('uploadId')
  );
};
const isReport = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/upload/report';

/**
 * Lets the page's first `allowed` part uploads through and fails every later one (and its
 * retries) as a broken network would: the upload is caught midway however fast storage is,
 * and no part is half-way when the test acts. (Holding the requests instead does not do:
 * requests still held when their page closes were seen to reach storage.)
 */
const stallPartsAfter = async (page: Page, allowed: number) => {
  let passed = 0;
  await page.route(
    (url) => url.searchParams.has('partNumber'),
    async (route) => {
      if (!isPartUpload(route.request())) return route.continue();
      if (passed >= allowed) return route.abort('connectionfailed');
      passed++;
      return route.continue();
    },
  );
};

const openFiles = async (page: Page) => {
  await page.goto('/files');
  await page.getByText('Click or drag files here to upload').waitFor();
};

const chooseFile = (page: Page, file: string) => page.locator('input[type=file]').setInputFiles(file);

/** Unfinished multipart uploads under the caller's prefix, listed on the embedded store. */
const unfinishedUploads = async (): Promise<{ key: string; uploadId: string }[]> => {
  const answer = await api<UploadAbortCredential>('GET', '/upload/credential/abort', { token });
  expect(answer.code).toBe(0);
  const c = answer.value;
  const client = new S3Client({
    endpoint: c.storage.endpoint,
    forcePathStyle: c.storage.forcePathStyle,
    getCredentials: () => c.credentials,
    transport: fetchTransport,
  });
  const listed = await client.listAllMultipartUploads({
    Bucket: c.bucket.bucketName,
    Region: c.bucket.region,
    Prefix: c.storage.prefix,
  });
  return listed.map((u) => ({ key: u.Key, uploadId: u.UploadId }));
};

describe('uploads on /files', () => {
  it('finishes an interrupted 50 MB upload from a new page without sending stored parts again', async () => {
    const size = 50 * MB;
    const totalParts = Math.ceil(size / PART_SIZE);
    const video = writeVideo('lesson-recording.mp4', size);
    const signedIn = await signedInContext(browser);
    token = signedIn.token;
    const { context } = signedIn;

    // First page: the network stalls after 8 parts; the page is closed once their answers came.
    const first = signedIn.page;
    let firstParts = 0;
    first.on('response', (response) => {
      if (isPartUpload(response.request()) && response.status() === 200) firstParts++;
    });
    await openFiles(first);
    await stallPartsAfter(first, 8);
    await chooseFile(first, video.file);
    await expect.poll(() => firstParts, { timeout: 20_000, interval: 20 }).toBe(8);
    // Offline first: a retry caught at the route just as the page closes must not slip through
    // to storage (seen without this: one more part stored than the page was answered).
    await context.setOffline(true);
    await first.close();
    await context.setOffline(false);
    const finishedBefore = firstParts;

    // Second page, same browser profile (the upload-id cache is in localStorage): same file.
    const second = await context.newPage();
    let secondParts = 0;
    let storedParts: number | undefined;
    second.on('request', (request) => {
      if (isPartUpload(request)) secondParts++;
    });
    second.on('response', async (response) => {
      if (!isListParts(response.request())) return;
      storedParts = ((await response.text()).match(/<Part>/g) ?? []).length;
    });
    await openFiles(second);
    // The console lists the unfinished upload it found in the cache.
    await second
      .getByRole('alert')
      .filter({ hasText: 'Unfinished uploads' })
      .getByText('lesson-recording.mp4')
      .waitFor();
    const reported = second.waitForResponse(isReport, { timeout: 40_000 });
    await chooseFile(second, video.file);
    const answer = (await (await reported).json()) as { code: number; value: UploadedFile };
    expect(answer.code).toBe(0);
    recordedIds.push(answer.value.id);

    // Storage held every part answered before the close. About one run in five it holds one
    // more: a part request gets past the stall although the page never saw its answer (seen in
    // the resume log as "8 answered, 9 stored, 41 sent"). Either way the second page must send
    // exactly the parts storage does not hold, never one it holds.
    expect(storedParts).toBeGreaterThanOrEqual(finishedBefore);
    expect(storedParts).toBeLessThanOrEqual(finishedBefore + 1);
    expect(secondParts).toBe(totalParts - (storedParts ?? 0));
    console.info(
      `resume: ${totalParts} parts, ${finishedBefore} answered before the close, ${storedParts} stored, ${secondParts} sent by the second page`,
    );

    // The stored object is the file, byte for byte.
    expect(answer.value).toMatchObject({ size, md5: video.md5, purpose: 'video', content_type: 'video/mp4' });
    expect(await md5OfUrl(answer.value.url)).toEqual({ md5: video.md5, size });
    const row = second.getByRole('listitem').filter({ hasText: 'lesson-recording.mp4' });
    await row.getByText('Uploaded').waitFor();
    await context.close();
  });

  it('uploads a small image and shows it in the upload list, the library and the preview', async () => {
    const image = writePng('court-photo.png', 64);
    const { context, page, token: fresh } = await signedInContext(browser);
    token = fresh;
    await openFiles(page);
    const reported = page.waitForResponse(isReport);
    await chooseFile(page, image);
    const answer = (await (await reported).json()) as { code: number; value: UploadedFile };
    expect(answer).toMatchObject({ code: 0, value: { purpose: 'image', content_type: 'image/png' } });
    recordedIds.push(answer.value.id);

    // Upload list: a thumbnail read from the local file.
    const item = page.getByRole('listitem').filter({ hasText: 'court-photo.png' });
    await item.getByText('Uploaded').waitFor();
    const thumb = item.getByRole('img', { name: 'court-photo.png' });
    expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    // Library: the new file first, its thumbnail through a signed URL; the preview opens it.
    const row = page.getByRole('row').filter({ hasText: 'court-photo.png' });
    const libraryThumb = row.getByRole('img', { name: 'court-photo.png' });
    await libraryThumb.waitFor();
    expect(await libraryThumb.getAttribute('src')).toContain('X-Amz-Signature=');
    await expect.poll(() => libraryThumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await row.getByLabel('Preview court-photo.png').click();
    const dialog = page.getByRole('dialog', { name: 'court-photo.png' });
    const preview = dialog.getByRole('img', { name: 'court-photo.png' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toContain('X-Amz-Expires=900');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await context.close();
  });

  it('cancels an upload: the multipart upload is aborted on storage and forgotten', async () => {
    const video = writeVideo('cancel-me.mp4', 24 * MB);
    const { context, page, token: fresh } = await signedInContext(browser);
    token = fresh;
    let parts = 0;
    let key: string | undefined;
    page.on('response', (response) => {
      const request = response.request();
      if (isPartUpload(request) && response.status() === 200) parts++;
      if (request.method() === 'POST' && new URL(request.url()).searchParams.has('uploads'))
        key = decodeURIComponent(new URL(request.url()).pathname.split('/').slice(3).join('/'));
    });
    await openFiles(page);
    await stallPartsAfter(page, 2);
    await chooseFile(page, video.file);
    await expect.poll(() => parts, { timeout: 20_000, interval: 20 }).toBe(2);
    expect(key).toMatch(/^stores\/\d+\/\d{4}\/\d{2}\/[0-9a-f]{16}-cancel-me\.mp4$/);
    expect((await unfinishedUploads()).map((u) => u.key)).toContain(key);

    const aborted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && new URL(r.url()).searchParams.has('uploadId'),
    );
    await page.getByRole('button', { name: 'Cancel cancel-me.mp4' }).click();
    expect((await aborted).status()).toBe(204);
    await page.getByRole('listitem').filter({ hasText: 'cancel-me.mp4' }).getByText('Cancelled').waitFor();

    expect(await unfinishedUploads()).toEqual([]);
    const cache = await page.evaluate(() => localStorage.getItem('merchant-console.upload-ids') ?? '');
    expect(cache).not.toContain('cancel-me.mp4');
    const library = await api<{ content: UploadedFile[] }>('POST', '/upload/files', {
      token,
      body: { pageable: { number: 1, size: 100 } },
    });
    expect(library.value.content.map((f) => f.file_name)).not.toContain('cancel-me.mp4');
    await context.close();
  });
});
