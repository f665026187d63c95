import path from 'node:path';
import type { Plugin } from 'vite';
import { preloadScript, preloadsOf } from './first-screen-preloads';
import { routePagesOf } from './screen-preloads';
import { sidebarSnapshotScript, snapshotOptionsOf } from './sidebar-snapshot-script';

const src = path.resolve(import.meta.dirname, '../src');

/**
 * Runs `parts` in order in one script, each as if it were a script of its own: an error in one
 * does not stop the next, and it is still reported (thrown again from a task of its own).
 */
export const oneScriptOf = (parts: string[]): string =>
  parts
    .map((part) => `try {\n${part}\n} catch (error) { setTimeout(function () { throw error; }); }`)
    .join('\n');

/**
 * The built index.html's one inline script, first thing in its body: the first screen's
 * preloads and early calls (first-screen-preloads.ts), then the sidebar from the last visit or
 * from the menu answer (sidebar-snapshot-script.ts).
 *
 * One element, not one in the head and one in the body: Chromium's parser gives way after a
 * script that ran for a while, and the rest of the page is parsed only once the tasks queued
 * meanwhile have run (the answers to the preloads and calls the first script made, a paint).
 * Between the two scripts that was 16–313 ms on warm loads (median ~115, session 35's
 * machine); with one script the copy of the sidebar showed ~100 ms sooner (docs/performance.md).
 * The head keeps only what needs no script: Vite's entry and its modulepreload links.
 */
export const firstScreenScript = (): Plugin => {
  let base = '/';
  return {
    name: 'merchant:first-screen-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        if (!ctx.bundle) return [];
        const preloads = preloadScript(preloadsOf(ctx.bundle, base, routePagesOf(src)));
        const sidebar = sidebarSnapshotScript(snapshotOptionsOf(ctx.bundle));
        return [{ tag: 'script', children: oneScriptOf([preloads, sidebar]), injectTo: 'body-prepend' }];
      },
    },
  };
};
