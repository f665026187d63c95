import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * First-load chunking, in two builds.
 *
 * Left to itself the bundler makes one chunk per set of lazy routes that share a module, so a
 * signed-in first load (layout + dashboard) fetched ~80 small chunks and /login ~33, and the
 * browser spent a few hundred milliseconds receiving and compiling them. Grouping by file name
 * cannot fix that without dragging console code onto /login, and the module graph before tree
 * shaking cannot tell either (a module that imports `{ Button } from 'antd'` statically reaches
 * every antd component through antd's index). So:
 *
 * 1. a planning build (`vite build --mode plan`, nothing written to dist) records which modules
 *    each first screen really loads once the bundle is tree-shaken;
 * 2. the real build puts them in a few chunks: `boot` (what every page loads), `login` (what
 *    the sign-in page adds), `console` (what the layout, the console providers and the
 *    dashboard, the home tab of every signed-in load, add), `login-console` (what both add)
 *    and `signed-out-console` (what the console shares with the other sign-in screens and the
 *    shell's on-demand toast and dialog).
 *
 * No module moves to a screen that did not load it before: the groups are exactly the sets
 * that the first build loaded on those screens, and a signed-out screen never loads `console`.
 */

const src = path.resolve(import.meta.dirname, '../src');
const ENTRY = path.join(src, 'main.tsx');
const LOGIN = [path.join(src, 'features/user/pages/LoginPage.tsx')];
/** Every screen a visitor without a session can open lives here. */
const SIGNED_OUT_PAGES = path.join(src, 'features/user/pages') + path.sep;
const CONSOLE = [
  path.join(src, 'app/layout/MainLayout.tsx'),
  path.join(src, 'app/app-providers.tsx'),
  path.join(src, 'app/antd-locale.ts'),
  path.join(src, 'features/dashboard/pages/DashboardPage.tsx'),
];

/** The chunks the real build makes for the first screens. */
export const Group = {
  boot: 'boot',
  login: 'login',
  loginConsole: 'login-console',
  signedOutConsole: 'signed-out-console',
  console: 'console',
} as const;

/** What each first screen loads on top of the entry and `boot`. */
export const SCREEN_GROUPS = {
  login: [Group.loginConsole, Group.login],
  console: [Group.loginConsole, Group.signedOutConsole, Group.console],
} as const;

export const PLAN_FILE = path.resolve(import.meta.dirname, '../node_modules/.cache/chunk-plan.json');

export interface ChunkPlan {
  boot: string[];
  login: string[];
  /** What any signed-out screen, or the shell's own on-demand imports, can load. */
  signedOut: string[];
  console: string[];
}

/**
 * The chunks loaded with `roots`: themselves and their static imports, recursively, in the order
 * first reached (the build's preloads keep that order).
 */
export const staticClosure = <C extends OutputChunk>(roots: C[], byFile: Map<string, C>): Set<C> => {
  const seen = new Set<C>();
  const stack = [...roots];
  while (stack.length > 0) {
    const chunk = stack.pop() as C;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) stack.push(imported);
    }
  }
  return seen;
};

/**
 * What every page runs first: the entry, and the chunks it imports on start (main.tsx imports
 * the console in steps, each a dynamic import). With their static imports, these are loaded on
 * every first screen, whatever its groups (bundle-budgets.ts counts them, and
 * first-screen-preloads.ts preloads them).
 */
export const startRootsOf = (chunks: OutputChunk[]): OutputChunk[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const started = entries
    .flatMap((entry) => entry.dynamicImports)
    .map((file) => byFile.get(file))
    .filter((chunk): chunk is OutputChunk => chunk !== undefined);
  return [...entries, ...started];
};

export const planFromBundle = (bundle: OutputBundle): ChunkPlan => {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === module);
    if (!chunk) throw new Error(`chunk plan: no chunk starts at ${module}; is it still lazy?`);
    return chunk;
  };
  const boot = staticClosure(
    chunks.filter((c) => c.isEntry),
    byFile,
  );
  const modulesOf = (roots: OutputChunk[]) =>
    [...staticClosure(roots, byFile)].filter((c) => !boot.has(c)).flatMap((c) => c.moduleIds);
  // The sign-in screens, and what the entry's code loads on demand that is not one of our
  // modules (antd's message and modal for the fallback toast and dialog), whatever the screen.
  const loadedOnDemand = new Set([...boot].flatMap((c) => c.dynamicImports));
  const signedOutRoots = chunks.filter(
    (c) =>
      c.facadeModuleId?.startsWith(SIGNED_OUT_PAGES) ||
      (loadedOnDemand.has(c.fileName) && !c.facadeModuleId?.startsWith(src)),
  );
  return {
    boot: [...boot].flatMap((c) => c.moduleIds),
    login: modulesOf(LOGIN.map(facade)),
    signedOut: modulesOf(signedOutRoots),
    console: modulesOf(CONSOLE.map(facade)),
  };
};

/** The planning build's plugin: writes the plan instead of a bundle. */
export const writeChunkPlan = (): Plugin => ({
  name: 'merchant:write-chunk-plan',
  apply: 'build',
  generateBundle(_options, bundle) {
    fs.mkdirSync(path.dirname(PLAN_FILE), { recursive: true });
    fs.writeFileSync(PLAN_FILE, JSON.stringify(planFromBundle(bundle)));
  },
});

export const readChunkPlan = (): ChunkPlan | undefined =>
  fs.existsSync(PLAN_FILE) ? (JSON.parse(fs.readFileSync(PLAN_FILE, 'utf8')) as ChunkPlan) : undefined;

/** The chunk-name function of rolldown's `codeSplitting.groups` for the real build. */
export const chunkNamer = (plan: ChunkPlan) => {
  const boot = new Set(plan.boot);
  const login = new Set(plan.login);
  const signedOut = new Set(plan.signedOut);
  const console = new Set(plan.console);
  return (id: string): string | null => {
    // The entry module stays the entry chunk that index.html loads.
    if (id === ENTRY) return null;
    if (boot.has(id)) return Group.boot;
    const inLogin = login.has(id);
    const inConsole = console.has(id);
    if (inLogin && inConsole) return Group.loginConsole;
    if (inLogin) return Group.login;
    // Shared with another signed-out screen (or an on-demand toast): kept apart, so that those
    // never load the whole console for it.
    if (inConsole && signedOut.has(id)) return Group.signedOutConsole;
    if (inConsole) return Group.console;
    return null;
  };
};
