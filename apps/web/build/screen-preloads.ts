import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { staticClosure } from './chunk-plan';

/**
 * The chunks of the screen a signed-in load opens, for index.html's inline script to preload
 * with the console's (build/first-screen-preloads.ts). Without them a list screen opened by its
 * address (a bookmark, a reload, a link in a message) fetched its page chunk and that chunk's
 * imports (the table, the date picker, the list kit) only once the entry had run and the router
 * had matched the path: one more round of fetching and compiling after the entry, on every load.
 */
export interface ScreenPreloads {
  /** Every file preloaded for some screen, once. */
  files: string[];
  /** Per route path: the indices in `files` of its page's chunks and styles. */
  routes: Record<string, number[]>;
}

/** `path: '/x', lazy: () => import('./pages/X')` in a feature's routes file. */
const ROUTE_PAGE = /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('(\.\/pages\/[^']+)'\)/g;

/**
 * Route paths and the page module each one loads, read from `features/<f>/<f>.routes.tsx`.
 * A route whose page is not written in that form gets no preload (it loads as before).
 */
export const routePagesOf = (srcDir: string): Record<string, string> => {
  const features = path.join(srcDir, 'features');
  const pages: Record<string, string> = {};
  for (const feature of fs.readdirSync(features)) {
    const dir = path.join(features, feature);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.routes.tsx'))) {
      for (const [, route, page] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(ROUTE_PAGE)) {
        const base = path.join(dir, page as string);
        const module = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
        if (module) pages[route as string] = module;
      }
    }
  }
  return pages;
};

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Each route's page chunk with its static imports, recursively, and their styles; less `known`
 * (what index.html loads or preloads for every signed-in load already).
 */
export const screenPreloadsOf = (
  bundle: OutputBundle,
  base: string,
  routePages: Record<string, string>,
  known: ReadonlySet<string>,
): ScreenPreloads => {
  const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const routes: Record<string, number[]> = {};
  for (const [route, page] of Object.entries(routePages)) {
    const root = chunks.find((chunk) => chunk.facadeModuleId === page);
    if (!root) continue;
    const wanted = [...staticClosure([root], byFile)].flatMap((chunk) => [
      chunk.fileName,
      ...(chunk.viteMetadata?.importedCss ?? []),
    ]);
    const indices = wanted
      .map((file) => base + file)
      .filter((href) => !known.has(href))
      .map((href) => {
        if (!indexOf.has(href)) indexOf.set(href, files.push(href) - 1);
        return indexOf.get(href) as number;
      });
    if (indices.length > 0) routes[route] = indices;
  }
  return { files, routes };
};
