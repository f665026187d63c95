import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { it } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });

export const newContext = (browser: Browser, baseURL: string, width = 1280): Promise<BrowserContext> =>
  browser.newContext({ baseURL, viewport: { width, height: 800 }, locale: 'en-US' });

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');

/** Saves a full-page screenshot as e2e/artifacts/screens/<name>.png for people to look at. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: false });
};

/**
 * Screenshots are for people to look at, not assertions of behaviour: the tests that take them
 * run with SCREENSHOTS=1 (`npm run screenshots`), and the suite's own run skips them, keeping the
 * browser time for the journeys.
 */
export const shooting = process.env.SCREENSHOTS === '1';
export const itShoots = shooting ? it : it.skip;
