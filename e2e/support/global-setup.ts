import fs from 'node:fs';
import path from 'node:path';
import 'vitest';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserEndpoint: string;
  }
}

/**
 * Starts the real server, as `npm start` does, on a free port and a brand-new data folder, and
 * one Chromium for the whole run: each file connects to it (support/browser.ts openBrowser)
 * rather than starting its own, which took ~1.5 s a file on a slow machine. Each file's
 * contexts are its own and close with its connection.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('the console is not built: run `npm run build` first');
  }
  if (!fs.existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install -y chromium fonts-wqy-microhei');
  }
  const server = await startServer();
  const browser = await chromium
    .launchServer({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
    .catch(async (error) => {
      await server.stop();
      throw error;
    });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    try {
      await browser.close();
    } finally {
      await server.stop();
    }
  };
}
