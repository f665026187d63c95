import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject, it } from 'vitest';

/**
 * A connection to the run's Chromium (support/global-setup.ts). Closing it closes the contexts
 * this file opened, and leaves the browser to the other files.
 */
export const openBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

export const newContext = (browser: Browser, baseURL: string, width = 1280): Promise<BrowserContext> =>
  browser.newContext({ baseURL, viewport: { width, height: 800 }, locale: 'en-US' });

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');

/**
 * Screenshots are for people to look at, not assertions of behaviour: they are taken with
 * SCREENSHOTS=1 (`npm run screenshots`), where the tests that only take pictures run too. The
 * suite's own run takes none, keeping the browser time for the journeys (on a slow machine the
 * walk's ~140 screenshots were a fifth of its time).
 */
export const shooting = process.env.SCREENSHOTS === '1';
export const itShoots = shooting ? it : it.skip;

/** Saves a screenshot as e2e/artifacts/screens/<name>.png for people to look at (when shooting). */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  if (!shooting) return;
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: false });
};
