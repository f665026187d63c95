/**
 * Uploads in the browser against the real server in S3 mode with server signing
 * (STORAGE=s3, S3_BROWSER_ACCESS=presign) and s3rver, an independent S3 implementation
 * without STS (docs/uploads.md "Server signing"). A second server is started here for it;
 * s3rver's bucket has a CORS rule for that server's origin. Through the media library's
 * upload component: a small image in one presigned PUT and a 50 MB video as a multipart
 * upload, each reported and checked by MD5 against what s3rver serves.
 *
 * Not run here, because s3rver lacks ListParts, ListMultipartUploads and
 * AbortMultipartUpload: resume after a reload, cancel (abort) and the abort levels in S3
 * mode (they run against the embedded store in uploads.e2e.ts, and the server-signed requests
 * for them are covered by the API and unit tests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '@merchant/shared';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../apps/server/src/storage/test-support/s3rver';
import { DEMO } from '../support/app';
import { newContext, openBrowser, shooting } from '../support/browser';
import { freePort, type RunningServer, startServer } from '../support/server';
import { saveForDocs } from '../support/shots';
import { md5OfUrl, writePngFile, writeVideoFile } from '../support/upload-files';

const MB = 1024 * 1024;
const BUCKET = 'merchant-uploads';

let browser: Browser;
let tmp: string;
let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let server: RunningServer;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  s3rver = await startS3rver(BUCKET, { corsOrigins: [origin] });
  server = await startServer({
    port,
    env: {
      ...s3rver.serverEnv,
      S3_BROWSER_ACCESS: 'presign',
      // s3rver cannot list unfinished uploads: the stale-upload sweep's warning is expected.
      LOG_LEVEL: 'error',
    },
  });
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-e2e-s3-'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await s3rver?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** The demo merchant signed in on the S3-mode server, on its media library. */
const openFiles = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const login = await fetch(`${server.baseUrl}/api/user/login_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.username, password: DEMO.password }),
  });
  const { value } = (await login.json()) as { value: { token: string } };
  const context = await newContext(browser, server.baseUrl);
  await context.addCookies([{ name: 'Admin-Token', value: value.token, url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto('/files');
  await page.getByText('Click or drag files here to upload').waitFor();
  return { context, page };
};

const toS3rver = (request: Request) => request.url().startsWith(`${s3rver.endpoint}/`);
const isReport = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/upload/report';
const isSign = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload/sign';

/** Requests that read from s3rver: the media list's thumbnails load while the test runs. */
const READS = new Set(['OPTIONS', 'GET', 'HEAD']);

/**
 * Every write the page sends to s3rver, every sign call, and the credential answers. Reads are
 * left out: once the report lands the list reloads and asks s3rver for the new thumbnail, at a
 * moment that depends on the machine's speed (it was counted as a second upload request once).
 */
const watch = (page: Page) => {
  const storage: Request[] = [];
  const signs: { operation: string; partNumbers?: number[] }[] = [];
  const signing: string[] = [];
  page.on('request', (request) => {
    if (toS3rver(request) && !READS.has(request.method())) storage.push(request);
    if (isSign(request)) signs.push(request.postDataJSON());
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/upload/credential') return;
    signing.push(((await response.json()) as { value: { signing: string } }).value.signing);
  });
  return { storage, signs, signing };
};

const storedFile = async (page: Page, file: string) => {
  const reported = page.waitForResponse(isReport, { timeout: 40_000 });
  await page.locator('input[type=file]').setInputFiles(file);
  const answer = (await (await reported).json()) as { code: number; value: UploadedFile };
  expect(answer.code).toBe(0);
  return answer.value;
};

describe('uploads on /files in S3 mode, signed by the server (s3rver)', () => {
  it('uploads a small image in one presigned PUT straight to s3rver', async () => {
    const image = writePngFile(tmp, 'court-photo-s3.png', 64);
    const { context, page } = await openFiles();
    const seen = watch(page);
    const file = await storedFile(page, image);

    expect(seen.signing).toEqual(['server']);
    expect(seen.signs).toEqual([{ operation: 'putObject', key: file.key }]);
    expect(seen.storage).toHaveLength(1);
    const put = seen.storage[0] as Request;
    expect(put.method()).toBe('PUT');
    expect(new URL(put.url()).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(await put.headerValue('authorization')).toBeNull();

    const local = fs.readFileSync(image);
    expect(file).toMatchObject({ purpose: 'image', content_type: 'image/png', size: local.length });
    expect(new URL(file.url).origin).toBe(s3rver.endpoint);
    expect(await md5OfUrl(file.url)).toEqual({ md5: file.md5, size: local.length });

    const item = page.getByRole('listitem').filter({ hasText: 'court-photo-s3.png' });
    await item.getByText('Uploaded').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'court-photo-s3.png' });
    const thumb = row.getByRole('img', { name: 'court-photo-s3.png' });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await context.close();
  });

  it('uploads a 50 MB video as a multipart upload with part URLs signed in batches', async () => {
    const size = 50 * MB;
    const video = writeVideoFile(tmp, 'lesson-s3.mp4', size);
    const { context, page } = await openFiles();
    const seen = watch(page);
    const file = await storedFile(page, video.file);

    const parts = seen.storage.filter((r) => new URL(r.url()).searchParams.has('partNumber'));
    expect(parts).toHaveLength(50);
    const partBatches = seen.signs.filter((s) => s.operation === 'uploadPart');
    expect(partBatches.length).toBeGreaterThan(0);
    expect(partBatches.length).toBeLessThanOrEqual(5);
    expect(seen.signs.map((s) => s.operation).filter((o) => o !== 'uploadPart')).toEqual([
      'createMultipartUpload',
      'completeMultipartUpload',
    ]);

    expect(file).toMatchObject({ size, md5: video.md5, purpose: 'video', content_type: 'video/mp4' });
    expect(await md5OfUrl(file.url)).toEqual({ md5: video.md5, size });
    await page.getByRole('listitem').filter({ hasText: 'lesson-s3.mp4' }).getByText('Uploaded').waitFor();
    await page.getByRole('row').filter({ hasText: 'lesson-s3.mp4' }).waitFor();
    if (shooting) await saveForDocs(page, 'uploads-s3-1280');
    await context.close();
  });
});
