import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// By path: the config loader bundles relative files, and the package's entry is TypeScript.
import { CookieName } from '../../../packages/shared/src/cookie-names';
import { SCREEN_GROUPS } from './chunk-plan';

export interface Preloads {
  login: string[];
  console: string[];
  /** Per language: the texts every screen needs (the shell's, the sign-in screens', forms'). */
  locales: Record<string, string[]>;
  /** Per language: the texts of the console's features, loaded with the console only. */
  consoleLocales: Record<string, string[]>;
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

export const preloadsOf = (bundle: OutputBundle, base: string): Preloads => {
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
  return {
    login: filesOf(SCREEN_GROUPS.login),
    console: filesOf(SCREEN_GROUPS.console),
    locales,
    consoleLocales,
  };
};

/**
 * Runs while index.html is still being parsed, before the entry script has even arrived: the
 * browser can fetch the first screen's chunks alongside the entry instead of after it has run
 * (the router only asks for them then). The first screen follows from the cookies: with a
 * token it is the console (the guard sends /login to the dashboard), without one the sign-in
 * page (the guard sends every private path there).
 */
export const preloadScript = (preloads: Preloads) => `(function (d) {
  var c = d.cookie, p = ${JSON.stringify(preloads)};
  var signedIn = /(?:^|;\\s*)${CookieName.token}=[^;]/.test(c);
  var language = (/(?:^|;\\s*)${CookieName.language}=(\\w+)/.exec(c) || [])[1];
  var texts = function (byLanguage) { return byLanguage[language] || byLanguage.en || []; };
  (signedIn ? p.console.concat(texts(p.consoleLocales)) : p.login).concat(texts(p.locales)).forEach(function (href) {
    var link = d.createElement('link');
    if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
    // Vite loads these files in CORS mode (crossorigin): a preload in another mode is not reused,
    // the file is fetched twice and the browser logs a warning.
    link.crossOrigin = '';
    link.href = href;
    d.head.appendChild(link);
  });
})(document);`;

/** Adds that script to the built index.html. */
export const firstScreenPreloads = (): Plugin => {
  let base = '/';
  return {
    name: 'merchant:first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        if (!ctx.bundle) return [];
        return [{ tag: 'script', children: preloadScript(preloadsOf(ctx.bundle, base)), injectTo: 'head' }];
      },
    },
  };
};
