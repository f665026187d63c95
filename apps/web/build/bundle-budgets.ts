import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { SCREEN_GROUPS, startRootsOf, staticClosure } from './chunk-plan';

/**
 * The console's size budgets (first-load JavaScript, gzip), checked by every `npm run build`
 * (so by `npm test` and CI): a build over any of them fails and names the chunk and its size.
 *
 * - `/login`, signed out: at most 200 KiB;
 * - `/dashboard`, signed in (the layout, the console providers and the dashboard, the home
 *   tab of every signed-in load): at most 350 KiB; anything else the dashboard shows (charts)
 *   must be a dynamic import, loaded after the first render;
 * - every screen's own chunk (a lazy page under `features/<f>/pages/`): at most 60 KiB.
 *
 * Sizes are counted exactly as `npm run bench` counts what the browser loaded (docs/
 * performance.md): the gzip bytes the server sends, i.e. the `.gz` file that
 * scripts/compress-dist.mjs writes (gzip level 9), or the file itself under 1 KiB (not
 * compressed). A first screen's files are the entry and what it imports on start, with their
 * static imports (chunk-plan.ts startRootsOf), plus the screen's planned groups (chunk-plan.ts)
 * with theirs, plus the English texts (the console's too, signed in): what index.html preloads
 * for a visitor without a `language` cookie (first-screen-preloads.ts).
 */

export const KiB = 1024;

export const BUDGETS = {
  login: 200 * KiB,
  dashboard: 350 * KiB,
  screen: 60 * KiB,
} as const;

/** A page of a feature: its lazy chunk is "the screen's own chunk". */
const SCREEN_PAGE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/][^\\/]+\.tsx?$/;

/** As scripts/compress-dist.mjs: files under 1 KiB are sent as they are. */
export const sentBytes = (code: string | Uint8Array): number => {
  const data = typeof code === 'string' ? Buffer.from(code) : code;
  return data.length < 1024 ? data.length : zlib.gzipSync(data, { level: 9 }).length;
};

export interface FirstLoad {
  total: number;
  files: { file: string; bytes: number }[];
}

export interface BudgetReport {
  login: FirstLoad;
  dashboard: FirstLoad;
  screens: { file: string; module: string; bytes: number }[];
  /** One line per budget exceeded, naming the chunk(s) and their size; empty when all hold. */
  failures: string[];
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/**
 * Measures the budgets from the bundle's chunk graph; `bytesOf(fileName)` gives the bytes the
 * server sends for a chunk (the plugin reads the written files; tests pass numbers).
 */
export const checkBudgets = (
  bundle: OutputBundle,
  bytesOf: (fileName: string) => number,
  root = path.resolve(import.meta.dirname, '../src'),
): BudgetReport => {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const started = startRootsOf(chunks);
  const firstLoad = (groups: readonly string[]): FirstLoad => {
    const planned = chunks.filter((chunk) => groups.includes(chunk.name));
    const files = [...staticClosure([...started, ...planned], byFile)]
      .map((chunk) => ({ file: chunk.fileName, bytes: bytesOf(chunk.fileName) }))
      .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
    return { total: files.reduce((sum, f) => sum + f.bytes, 0), files };
  };
  const login = firstLoad([...SCREEN_GROUPS.login, 'locale-en']);
  const dashboard = firstLoad([...SCREEN_GROUPS.console, 'locale-en', 'locale-console-en']);
  const screens = chunks
    .filter((chunk) => chunk.facadeModuleId && SCREEN_PAGE.test(chunk.facadeModuleId))
    .map((chunk) => ({
      file: chunk.fileName,
      module: path
        .relative(root, chunk.facadeModuleId as string)
        .split(path.sep)
        .join('/'),
      bytes: bytesOf(chunk.fileName),
    }))
    .sort((a, b) => b.bytes - a.bytes);

  const failures: string[] = [];
  const firstLoadFailure = (screen: string, load: FirstLoad, budget: number) => {
    if (load.total <= budget) return;
    const largest = load.files
      .slice(0, 4)
      .map((f) => `${f.file} ${kib(f.bytes)}`)
      .join(', ');
    failures.push(
      `${screen} first-load JS is ${kib(load.total)} gzip, over its ${kib(budget)} budget; largest chunks: ${largest}`,
    );
  };
  firstLoadFailure('/login', login, BUDGETS.login);
  firstLoadFailure('/dashboard', dashboard, BUDGETS.dashboard);
  for (const screen of screens)
    if (screen.bytes > BUDGETS.screen)
      failures.push(
        `screen chunk ${screen.file} (${screen.module}) is ${kib(screen.bytes)} gzip, over its ${kib(BUDGETS.screen)} budget`,
      );
  return { login, dashboard, screens, failures };
};

export const formatReport = (report: BudgetReport): string =>
  [
    `bundle budgets (gzip): /login ${kib(report.login.total)} of ${kib(BUDGETS.login)} in ${report.login.files.length} files`,
    `/dashboard ${kib(report.dashboard.total)} of ${kib(BUDGETS.dashboard)} in ${report.dashboard.files.length} files`,
    `largest screen chunk ${report.screens[0] ? `${report.screens[0].module} ${kib(report.screens[0].bytes)}` : 'none'} of ${kib(BUDGETS.screen)}`,
  ].join('; ');

/** Where the last build's report is kept (`node scripts/bundle-budgets.mjs` prints it). */
export const REPORT_FILE = path.resolve(import.meta.dirname, '../node_modules/.cache/bundle-budgets.json');

/**
 * The real build's plugin: once the files are written, measures them and fails the build over
 * a budget. `BUNDLE_BUDGETS=warn` only reports (to look at an over-budget build).
 */
export const bundleBudgets = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'merchant:bundle-budgets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const report = checkBudgets(bundle, (file) => sentBytes(fs.readFileSync(path.join(outDir, file))));
      fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
      fs.writeFileSync(REPORT_FILE, JSON.stringify(report, null, 1));
      console.log(formatReport(report));
      if (report.failures.length === 0) return;
      const message = `over budget (apps/web/build/bundle-budgets.ts):\n  ${report.failures.join('\n  ')}`;
      if (process.env.BUNDLE_BUDGETS === 'warn') this.warn(message);
      else this.error(message);
    },
  };
};
