import fs from 'node:fs';
import path from 'node:path';
import 'vitest';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real server, as `npm start` does, on a free port and a brand-new data folder. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('the console is not built: run `npm run build` first');
  }
  if (!fs.existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install -y chromium fonts-wqy-microhei');
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
