import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const DRIVER_MODULE = path.join(root, 'apps/server/src/db/sqlite-driver.ts');
/** Where code that runs (the server, its scripts, the browser tests' fixtures) lives. */
const CODE_DIRS = ['apps/server/src', 'scripts', 'e2e'];
/** A value import, require or import() of either driver; `import type` loads no code. */
const LOADS_A_DRIVER = /(?:import\s+(?!type\b)[^;]*?from\s*|\(\s*)['"]better-sqlite3(?:-napi)?['"]/;

const codeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });

describe('the SQLite driver', () => {
  // better-sqlite3 12 is built for Node 20's ABI: anything that loads it itself fails on Node 22
  // and 24 (five browser-test fixtures did, with NODE_MODULE_VERSION 115).
  it('is loaded by db/sqlite-driver.ts only, which picks it by Node version', () => {
    const offenders = CODE_DIRS.flatMap((dir) => codeFiles(path.join(root, dir)))
      .filter((file) => file !== DRIVER_MODULE && LOADS_A_DRIVER.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
