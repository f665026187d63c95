/**
 * Pictures of screens for people to look at: e2e/artifacts/screens/<name>.png, copied to
 * docs/screenshots/ (each `npm run screenshots` refreshes the docs' pictures). Taken only with
 * SCREENSHOTS=1 (support/browser.ts `shooting`): the suite's own run keeps its time for the
 * journeys.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, shooting } from './browser';
import { rawKeys, settled } from './walk';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** Saves the picture as it is, for the docs (callers check `shooting`). */
export const saveForDocs = async (page: Page, name: string) => {
  await screenshot(page, name);
  fs.mkdirSync(docsDir, { recursive: true });
  fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
};

/**
 * Once the page has settled and shows no raw i18n key (checked on every run), saves the
 * picture for the docs.
 */
export const shootForDocs = async (page: Page, name: string) => {
  await settled(page);
  expect(await rawKeys(page), `raw i18n keys on ${name}`).toEqual([]);
  if (shooting) await saveForDocs(page, name);
};

/** Saves the picture for the docs once antd's motion has settled (drawers slide, tags fade in). */
export const shootAfterMotion = async (page: Page, name: string) => {
  if (!shooting) return;
  await page.waitForTimeout(500);
  await saveForDocs(page, name);
};
