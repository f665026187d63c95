/**
 * The console walked with the keyboard, as a new user would: where focus lands, what Tab
 * reaches, which labels name which fields; plus what that walk found on the way (a bad sign-in
 * link, a cancelled upload offered again).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';
import { writeVideoFile } from '../support/upload-files';

const MB = 1024 * 1024;
let browser: Browser;
let tmp: string;
beforeAll(async () => {
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-e2e-a11y-'));
});
afterAll(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** The focused element's id, or its tag and accessible text when it has none. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return element.id || `${element.tagName.toLowerCase()}:${(element.textContent ?? '').trim()}`;
  });

describe('keyboard and screen readers', () => {
  it('puts focus in the user-name field on /login, and typing on arrival goes there', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(await focused(page)).toBe('login-username');
    await page.keyboard.type('demo');
    expect(await page.getByRole('textbox', { name: 'User name' }).inputValue()).toBe('demo');
    await context.close();
  });

  it("ties /forget's Verification code label to its input", async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/forget');
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    expect(await code.evaluate((element) => element.tagName)).toBe('INPUT');
    await page.getByText('Verification code', { exact: true }).click();
    expect(await focused(page)).toBe(await code.getAttribute('id'));
    await context.close();
  });

  it('reaches the sidebar submenu titles with Tab and opens them with Enter', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/files');
    const aside = page.getByRole('complementary');
    await aside.getByRole('link', { name: 'Media library' }).waitFor();
    const titles = aside.locator('.ant-menu-submenu-title');
    const count = await titles.count();
    expect(count).toBeGreaterThan(0);
    // From the brand link at the top of the sidebar, Tab walks down the menu.
    await aside.getByRole('link').first().focus();
    const reached: string[] = [];
    for (let i = 0; i < 30 && reached.length < count; i++) {
      await page.keyboard.press('Tab');
      const title = await page.evaluate(() =>
        document.activeElement?.closest('.ant-menu-submenu-title')
          ? document.activeElement.textContent
          : null,
      );
      if (title) reached.push(title);
    }
    expect(reached).toHaveLength(count);

    // Enter on the focused folder closes it, and opens it again.
    const folder = titles.filter({ hasText: reached.at(-1) as string });
    const expanded = await folder.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect.poll(() => folder.getAttribute('aria-expanded')).not.toBe(expanded);
    await page.keyboard.press('Enter');
    await expect.poll(() => folder.getAttribute('aria-expanded')).toBe(expanded);
    await context.close();
  });
});

describe('found on the walk', () => {
  it('a bad /loginredirect link shows one clear page and no "signed out" dialog', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/loginredirect?session_token=not-a-real-token');
    await page.getByText('The session could not be taken over, please sign in').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Go to sign-in' }).click();
    await page.getByRole('textbox', { name: 'User name' }).waitFor();
    await context.close();
  });

  it('a cancelled upload is not offered under "Unfinished uploads"', async () => {
    const video = writeVideoFile(tmp, 'cancel-then-look.mp4', 24 * MB);
    const { context, page } = await signedInContext(browser);
    let parts = 0;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().method() === 'PUT' && url.searchParams.has('partNumber')) parts++;
    });
    // Multipart (over the slice size); storage stops answering after two parts: caught midway.
    let passed = 0;
    await page.route(
      (url) => url.searchParams.has('partNumber'),
      (route) => (passed++ < 2 ? route.continue() : route.abort('connectionfailed')),
    );
    await page.goto('/files');
    await page.getByText('Click or drag files here to upload').waitFor();
    await page.locator('input[type=file]').setInputFiles(video.file);
    await expect.poll(() => parts, { timeout: 20_000, interval: 50 }).toBe(2);
    await page.getByRole('button', { name: 'Cancel cancel-then-look.mp4' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'cancel-then-look.mp4' })
      .getByText('Cancelled')
      .waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('alert').filter({ hasText: 'Unfinished uploads' }).count()).toBe(0);
    // Nor after a reload.
    await page.reload();
    await page.getByText('Click or drag files here to upload').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').filter({ hasText: 'Unfinished uploads' }).count()).toBe(0);
    await context.close();
  });
});
