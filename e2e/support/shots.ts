/** Screenshots for people to look at, taken as screenshots.e2e.ts takes them. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { rawKeys, settled } from './walk';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * Once the page has settled and shows no raw i18n key, saves e2e/artifacts/screens/<name>.png
 * and copies it to docs/screenshots/ (every run of the suite refreshes the docs' pictures).
 */
export const shootForDocs = async (page: Page, name: string) => {
  await settled(page);
  expect(await rawKeys(page), `raw i18n keys on ${name}`).toEqual([]);
  await screenshot(page, name);
  fs.mkdirSync(docsDir, { recursive: true });
  fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
};
