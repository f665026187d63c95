/**
 * Answers that index.html asked for before the console's code arrived.
 *
 * A signed-in load needs the user info (the guard) and the menu (the sidebar, which is what a
 * merchant clicks first) before the console is usable. Asked by the console's own code, they
 * would start only once the entry's chunks are in and running, and the menu only after the
 * layout's first render. The inline script of index.html (build/first-screen-preloads.ts)
 * starts both from its first bytes, with exactly the headers lib/http.ts would send, and
 * leaves the pending answers in `window.__earlyAnswers`; lib/http.ts takes one instead of
 * fetching when a GET asks for the same URL with the same headers.
 *
 * An answer is taken at most once, only while the language it was asked in (the `language`
 * cookie, which the server translates the menu by) is still the page's, and only within
 * EARLY_ANSWER_TTL_MS of the page's start: a later call (a refresh, another language or
 * store) always goes to the server.
 */

export interface EarlyAnswer {
  /** The URL as lib/http.ts builds it (`/api/...`). */
  url: string;
  /** The headers it was asked with (Accept, Authorization, X-Store-Id). */
  headers: Record<string, string>;
  /** The `language` cookie when it was asked ('' without one). */
  language: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    __earlyAnswers?: EarlyAnswer[];
  }
}

/**
 * Where the gateway's calls go (lib/http.ts); here, beside the early calls, so that the build
 * can name their URLs (index.html's script) without importing the HTTP client.
 */
export const API_BASE = '/api';

/** A call's URL as lib/http.ts builds it from its path. */
export const apiUrlOf = (path: string): string => `${API_BASE}${path}`;

/** The menu call (app/layout/menu/use-menu.ts), which the sidebar drawn before the console waits for. */
export const MENU_PATH = '/permission/auth/menu';

/** The URLs that index.html asks for early on a signed-in load (lib/http.ts paths). */
export const EARLY_PATHS = ['/user/self/get_user_info', MENU_PATH] as const;

export const EARLY_ANSWER_TTL_MS = 20_000;

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const languageCookie = (cookie: string) => /(?:^|;\s*)language=([^;]*)/.exec(cookie)?.[1] ?? '';

/** The early answer for this call, once; undefined when there is none to take. */
export const takeEarlyAnswer = (
  url: string,
  headers: Record<string, string>,
  now: number = typeof performance === 'undefined' ? Number.POSITIVE_INFINITY : performance.now(),
): Promise<Response> | undefined => {
  if (typeof window === 'undefined' || !window.__earlyAnswers) return undefined;
  if (now > EARLY_ANSWER_TTL_MS) {
    delete window.__earlyAnswers;
    return undefined;
  }
  const answers = window.__earlyAnswers;
  const language = languageCookie(document.cookie);
  const index = answers.findIndex(
    (early) => early.url === url && early.language === language && sameHeaders(early.headers, headers),
  );
  if (index < 0) return undefined;
  const [early] = answers.splice(index, 1);
  return early?.answer;
};
