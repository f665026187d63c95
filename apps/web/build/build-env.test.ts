import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the web build', () => {
  // `NODE_ENV=development npm start` once died in the SSR step (`jsxDEV is not a function`):
  // Vite takes the JSX runtime from NODE_ENV, and the /login prerender runs React's production
  // code. The build must pin NODE_ENV before its first command, for every command after it.
  it('runs every step with NODE_ENV=production whatever the shell sets', () => {
    const steps = pkg.scripts.build?.split('&&').map((step) => step.trim()) ?? [];
    expect(steps[0]).toBe('export NODE_ENV=production');
    expect(steps.slice(1).some((step) => /NODE_ENV=/.test(step))).toBe(false);
    expect(steps.filter((step) => /\bvite build\b/.test(step))).toHaveLength(3);
  });
});
