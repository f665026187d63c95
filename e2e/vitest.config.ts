import { defineConfig } from 'vitest/config';

/**
 * The browser suite: one real server (built console + API on a fresh seeded SQLite database)
 * for the whole run, and Debian's Chromium driven by playwright-core. Files run one after
 * another: two cores cannot drive several browsers well.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
