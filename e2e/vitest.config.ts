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
    // expect.poll gives up after 1 s by default: on a slow or busy machine a screen can take
    // longer than that to draw what the test waits for (a list's rows after its call), and a
    // wait that succeeds costs the same with a longer limit.
    expect: { poll: { timeout: 10_000 } },
  },
});
