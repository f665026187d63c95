import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure logic and screens, fast), `unit-mocked` (the unit files that
 * replace a module with vi.mock, each in a module registry of its own) and `api` (the real
 * server through app.inject on a real database: SQLite by default, PostgreSQL when DATABASE_URL
 * is set). The browser suite has its own config in e2e/.
 */

/** What both unit projects share: node by default, screen tests asking for happy-dom. */
const unitSetup = {
  environment: 'node' as const,
  // Screen tests (*.test.tsx under apps/web) ask for `@vitest-environment happy-dom`.
  setupFiles: ['apps/web/src/test/dom-setup.ts'],
  // Vitest's default of 5 s per test is too close on a slow machine: a drawer test that renders
  // antd's form and fills it took up to 2.8 s in a CI run of 1,072 s while the PostgreSQL run
  // shared the cores, and CI machines have been ~1.6 times slower than that (runs of 1,700 s).
  // A test that passes costs the same with a longer limit.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/*.mocked.test.*', '**/node_modules/**'],
          ...unitSetup,
          // A worker keeps the modules it loaded from one file to the next: loading antd and the
          // console's modules again for each file was most of the run (141 files on 2 cores:
          // 214 s all isolated, 124 s with only the mocked ones isolated). Files that replace a
          // module (vi.mock) need a module registry of their own: they are named
          // *.mocked.test.tsx and run in `unit-mocked`.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-mocked',
          include: ['apps/*/src/**/*.mocked.test.ts', 'apps/*/src/**/*.mocked.test.tsx'],
          ...unitSetup,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          // One migrated database that every test app copies (see the file).
          globalSetup: ['apps/server/src/test/api-global-setup.ts'],
          // Each file builds its own app on its own database; PostgreSQL files share one
          // server, so run files one after another there.
          fileParallelism: !process.env.DATABASE_URL,
          // A worker keeps the modules it loaded from one file to the next: loading the server's
          // module graph again for each file was half of the SQLite run (254 of 538 s in CI).
          // Each file still builds its own app on its own database, and nothing of a file's
          // lives in module state (the suite passes both ways).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
