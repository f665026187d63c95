import type { OutputBundle, OutputChunk } from 'rolldown';
// By path: the config loader bundles relative files, and the package's entry is TypeScript.
import { CookieName } from '../../../packages/shared/src/cookie-names';
import { apiUrlOf, EARLY_PATHS } from '../src/lib/early-answers';
import { SCREEN_GROUPS, startRootsOf, staticClosure } from './chunk-plan';
import { type ScreenPreloads, screenPreloadsOf } from './screen-preloads';

/** app/store-store.ts TAB_STORE_KEY: the tab's own store (a test keeps them equal). */
export const TAB_STORE_KEY = 'store:tab-store-id';

export interface Preloads {
  /** What main.tsx imports on start, beyond the entry's static imports: every screen's. */
  start: string[];
  login: string[];
  console: string[];
  /** Per language: the texts every screen needs (the shell's, the sign-in screens', forms'). */
  locales: Record<string, string[]>;
  /** Per language: the texts of the console's features, loaded with the console only. */
  consoleLocales: Record<string, string[]>;
  /** Signed in: the chunks of the screen the address names (build/screen-preloads.ts). */
  screens: ScreenPreloads;
}

/** Namespaces of the sign-in screens: in the texts chunk that every screen loads. */
const SIGN_IN_TEXTS = /[\\/]features[\\/]user[\\/]locales[\\/](en|zh|es)\.json$/;
const SHELL_TEXTS = /[\\/]src[\\/]i18n[\\/](en|zh|es)\.json$/;
const VALIDATION_TEXTS = /^\0virtual:validation-texts\/(en|zh|es)$/;
const CONSOLE_TEXTS = /[\\/](?:features|app)[\\/][^\\/]+[\\/]locales[\\/](en|zh|es)\.json$/;

/**
 * The texts' chunk of a module (vite.config.ts `locales` group): `locale-<lang>` for the shell,
 * the sign-in screens and the shared messages (build/validation-texts.ts), `locale-console-<lang>`
 * for every other feature's texts, which /login never loads (i18n/index.ts loadConsoleTexts).
 * A new feature's texts thus weigh on the console's first load, not on /login's.
 */
export const localeChunkOf = (id: string): string | null => {
  const base = SHELL_TEXTS.exec(id) ?? SIGN_IN_TEXTS.exec(id) ?? VALIDATION_TEXTS.exec(id);
  if (base) return `locale-${base[1]}`;
  const console = CONSOLE_TEXTS.exec(id);
  return console ? `locale-console-${console[1]}` : null;
};

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export const preloadsOf = (
  bundle: OutputBundle,
  base: string,
  routePages: Record<string, string> = {},
): Preloads => {
  const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === 'chunk');
  const filesOf = (names: readonly string[]) =>
    chunks
      .filter((chunk) => names.includes(chunk.name))
      .flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])])
      .map((file) => base + file);
  const locales: Record<string, string[]> = {};
  const consoleLocales: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = /^locale-(\w+)$/.exec(chunk.name)?.[1];
    if (language) locales[language] = [base + chunk.fileName];
    const consoleLanguage = /^locale-console-(\w+)$/.exec(chunk.name)?.[1];
    if (consoleLanguage) consoleLocales[consoleLanguage] = [base + chunk.fileName];
  }
  const console = filesOf(SCREEN_GROUPS.console);
  // The entry's static imports: index.html's own modulepreload links (Vite's) fetch them.
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = (roots: OutputChunk[]) =>
    new Set([...staticClosure(roots, byFile)].map((chunk) => chunk.fileName));
  const entry = loadedWith(chunks.filter((chunk) => chunk.isEntry));
  const started = loadedWith(startRootsOf(chunks));
  const start = [...started].filter((file) => !entry.has(file)).map((file) => base + file);
  // What a signed-in load has anyway: the console's preloads, and what every page starts with.
  const known = new Set([...console, ...[...started].map((file) => base + file)]);
  return {
    start,
    login: filesOf(SCREEN_GROUPS.login),
    console,
    locales,
    consoleLocales,
    screens: screenPreloadsOf(bundle, base, routePages, known),
  };
};

/**
 * Where the frame's template will be (src/app/layout/sidebar-snapshot/frame-from-menu.ts): it is
 * drawn after the bundle, by build/prerender.mjs, which puts its address in place of this.
 */
export const FRAME_TEMPLATE_URL = '__SIDEBAR_FRAME_TEMPLATE_URL__';

/** The line that holds the screens' table: pages drawn for signed-out visitors empty it (build/prerender.mjs). */
export const SCREENS_LINE = /\n {2}var screens = \{.*\};\n/;

/**
 * Runs while index.html is still being parsed, before the entry script has even arrived: the
 * browser can fetch the first screen's chunks alongside the entry instead of after it has run
 * (the router only asks for them then), and, signed in, the user info and the menu
 * (lib/early-answers.ts) with the template of the sidebar drawn from the menu, before the
 * console's files. The first screen follows from the cookies: with a
 * token it is the console (the guard sends /login to the dashboard), without one the sign-in
 * page (the guard sends every private path there).
 */
export const preloadScript = ({ screens, ...preloads }: Preloads) => `(function (d) {
  var c = d.cookie, p = ${JSON.stringify(preloads)};
  var screens = ${JSON.stringify(screens)};
  var signedIn = /(?:^|;\\s*)${CookieName.token}=[^;]/.test(c);
  var language = (/(?:^|;\\s*)${CookieName.language}=(\\w+)/.exec(c) || [])[1];
  var texts = function (byLanguage) { return byLanguage[language] || byLanguage.en || []; };
  var added = {};
  var preload = function (href) {
    // A file can be in two lists (what every page starts with, and a screen's groups).
    if (added[href]) return;
    added[href] = true;
    var link = d.createElement('link');
    if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
    // Vite loads these files in CORS mode (crossorigin): a preload in another mode is not reused,
    // the file is fetched twice and the browser logs a warning.
    link.crossOrigin = '';
    link.href = href;
    d.head.appendChild(link);
  };
  if (!signedIn) return p.start.concat(p.login, texts(p.locales)).forEach(preload);
  // The user info and the menu, asked now with the headers lib/http.ts would send (the token,
  // the tab's store as app/store-store.ts picks it): lib/early-answers.ts hands the answers over.
  // Before the console's files: the browser opens six connections a host, and behind a dozen
  // preloads the calls waited 30-75 ms for one (the sidebar drawn from the menu waits for them).
  try {
    var cookie = function (name) {
      var parts = c.split(/;\\s*/);
      for (var i = 0; i < parts.length; i++) if (parts[i].indexOf(name + '=') === 0) return parts[i].slice(name.length + 1);
    };
    var storeId = function (v) { return v && /^\\d+$/.test(v) && +v > 0 && +v <= 9007199254740991 ? String(+v) : undefined; };
    var tabStore;
    try { tabStore = window.sessionStorage.getItem(${JSON.stringify(TAB_STORE_KEY)}); } catch (e) {}
    var store = storeId(tabStore) || storeId(cookie(${JSON.stringify(CookieName.storeId)}));
    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + decodeURIComponent(cookie(${JSON.stringify(CookieName.token)})) };
    if (store) headers['X-Store-Id'] = store;
    window.__earlyAnswers = ${JSON.stringify(EARLY_PATHS.map(apiUrlOf))}.map(function (url) {
      var answer = fetch(url, { headers: headers, credentials: 'same-origin' });
      answer.catch(function () {});
      return { url: url, headers: headers, language: cookie(${JSON.stringify(CookieName.language)}) || '', answer: answer };
    });
    // The template of the sidebar drawn from the menu when there is no copy from the last visit
    // (app/layout/sidebar-snapshot): cached for good once fetched, like the chunks.
    window.__sidebarFrame = fetch(${JSON.stringify(FRAME_TEMPLATE_URL)}, { priority: 'high', credentials: 'same-origin' });
    window.__sidebarFrame.catch(function () {});
  } catch (e) {}
  p.start.concat(p.console, texts(p.consoleLocales), texts(p.locales)).forEach(preload);
  // Last, the screen the address names (a list opened by its address): after the calls, so
  // that its many files do not hold them back in the browser's queue.
  var screen = (d.location && screens.routes[d.location.pathname]) || [];
  screen.forEach(function (i) { preload(screens.files[i]); });
})(document);`;
