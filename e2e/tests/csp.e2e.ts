/**
 * The built console runs under its Content-Security-Policy (apps/server/src/plugins/
 * console-headers.ts) with no violation: signing in on the /login drawn at build time, the
 * dashboard, a language switch, the announcements, the messages, the media library with an
 * image preview and an upload. Every violation the browser reports (the
 * `securitypolicyviolation` event, recorded from the first byte of each page) and every console
 * message about the policy fails the test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '@merchant/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, baseUrl, DEMO, openContext, sidebar } from '../support/app';
import { openBrowser } from '../support/browser';
import { writePngFile } from '../support/upload-files';

let browser: Browser;
let tmp: string;
const uploadedIds: number[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-e2e-csp-'));
});
afterAll(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  // Leave the demo store's media library as the seed made it.
  if (uploadedIds.length > 0) {
    const token = await apiLogin();
    for (const id of uploadedIds) await api('DELETE', `/upload/files/${id}`, { token });
  }
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation of every page of `context` on `window.__cspViolations`. */
const recordViolations = (context: BrowserContext) =>
  context.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });

const violationsOf = (page: Page): Promise<Violation[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);

/** Console messages that speak of the policy (Chromium logs each refused load or script). */
const watchConsole = (page: Page, into: string[]) => {
  page.on('console', (message) => {
    if (/content security policy|content-security-policy|\bCSP\b/i.test(message.text()))
      into.push(message.text());
  });
};

describe('the console under its CSP', () => {
  it('sends the policy and the framing, sniffing and referrer headers with its pages', async () => {
    for (const [url, cookie] of [
      ['/login', ''],
      ['/dashboard', 'Admin-Token=any'],
    ]) {
      const res = await fetch(`${baseUrl()}${url}`, { headers: cookie ? { cookie } : {} });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('cannot be framed by another page', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    // A page of another origin (about:blank's opaque one) that frames the console.
    await page.setContent(`<iframe id="framed" src="${baseUrl()}/login"></iframe>`);
    const frameLoaded = await page
      .frameLocator('#framed')
      .getByRole('button', { name: 'Sign in' })
      .waitFor({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    expect(frameLoaded).toBe(false);
    await context.close();
  });

  it('signs in, switches language, opens the lists and the media library, uploads: no violation', async () => {
    const context = await openContext(browser);
    await recordViolations(context);
    const page = await context.newPage();
    const consoleMessages: string[] = [];
    watchConsole(page, consoleMessages);
    const seen: Violation[] = [];
    const collect = async () => {
      seen.push(...(await violationsOf(page)));
    };

    // The sign-in form drawn at build time, taken over by React, then the dashboard.
    await page.goto('/login');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.getByRole('textbox', { name: 'User name' }).fill(DEMO.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('main')
      .getByRole('heading', { name: /李明 \(Demo\)/ })
      .waitFor();

    // A language switch loads antd's locale and the texts of another language.
    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await sidebar(page).getByRole('link', { name: '首页', exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).waitFor();

    // A fresh load of each screen (every page is a document with the policy of its own), after
    // collecting what the document before it reported.
    await collect();
    await page.goto('/notice/index');
    await page.getByRole('main').getByText('Scheduled maintenance').first().waitFor();
    await collect();
    await page.goto('/message/index');
    await page.getByRole('main').getByRole('table').waitFor();
    await collect();

    // The media library: a small image uploaded (hashed in the page, parts PUT to storage),
    // its preview read from the local file (blob:), then from storage through a signed URL.
    await page.goto('/files');
    await page.getByText('Click or drag files here to upload').waitFor();
    const reported = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/upload/report',
    );
    await page.locator('input[type=file]').setInputFiles(writePngFile(tmp, 'csp-photo.png', 32));
    const answer = (await (await reported).json()) as { code: number; value: UploadedFile };
    expect(answer.code).toBe(0);
    uploadedIds.push(answer.value.id);
    const item = page.getByRole('listitem').filter({ hasText: 'csp-photo.png' });
    await item.getByText('Uploaded').waitFor();
    const thumb = item.getByRole('img', { name: 'csp-photo.png' });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    const row = page.getByRole('row').filter({ hasText: 'csp-photo.png' });
    await row.getByLabel('Preview csp-photo.png').click();
    const preview = page
      .getByRole('dialog', { name: 'csp-photo.png' })
      .getByRole('img', { name: 'csp-photo.png' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    await collect();

    expect(seen).toEqual([]);
    expect(consoleMessages).toEqual([]);
    await context.close();
  });
});
