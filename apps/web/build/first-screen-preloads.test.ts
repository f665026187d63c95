import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { TAB_STORE_KEY as STORE_STORE_KEY } from '../src/app/store-store';
import { EARLY_PATHS } from '../src/lib/early-answers';
import {
  FRAME_TEMPLATE_URL,
  localeChunkOf,
  type Preloads,
  preloadScript,
  preloadsOf,
  TAB_STORE_KEY,
} from './first-screen-preloads';

const chunk = (name: string, fileName: string, css: string[] = []) => ({
  type: 'chunk',
  name,
  fileName,
  imports: [] as string[],
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  a: chunk('index', 'assets/index-1.js'),
  b: chunk('login', 'assets/login-1.js'),
  c: chunk('login-console', 'assets/login-console-1.js'),
  d: chunk('console', 'assets/console-1.js', ['assets/console-1.css']),
  e: chunk('locale-en', 'assets/locale-en-1.js'),
  f: chunk('locale-zh', 'assets/locale-zh-1.js'),
  g: chunk('OrdersPage', 'assets/OrdersPage-1.js'),
  h: chunk('locale-console-en', 'assets/locale-console-en-1.js'),
  i: chunk('locale-console-zh', 'assets/locale-console-zh-1.js'),
} as unknown as OutputBundle;

interface Early {
  url: string;
  headers: Record<string, string>;
  language: string;
}

/** Runs the inline script against a stand-in document and returns what it asked for. */
const runScript = (preloads: Preloads, cookie: string, tabStore: string | null = null) => {
  const links: { rel: string; as?: string; href: string }[] = [];
  const document = {
    cookie,
    createElement: () => ({}) as { rel: string; as?: string; href: string },
    head: { appendChild: (link: { rel: string; as?: string; href: string }) => links.push(link) },
  };
  const window: { sessionStorage: Pick<Storage, 'getItem'>; __earlyAnswers?: Early[] } = {
    sessionStorage: { getItem: (key) => (key === TAB_STORE_KEY ? tabStore : null) },
  };
  const fetched: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  new Function('document', 'window', 'fetch', preloadScript(preloads))(document, window, fetch);
  return Object.assign(links, { fetched, early: window.__earlyAnswers });
};

describe('first-screen preloads', () => {
  const preloads = preloadsOf(bundle, '/');

  it('lists each first screen’s chunks, with their styles, and the texts per language', () => {
    expect(preloads.login).toEqual(['/assets/login-1.js', '/assets/login-console-1.js']);
    expect(preloads.console).toEqual([
      '/assets/login-console-1.js',
      '/assets/console-1.js',
      '/assets/console-1.css',
    ]);
    expect(preloads.locales).toEqual({ en: ['/assets/locale-en-1.js'], zh: ['/assets/locale-zh-1.js'] });
    expect(preloads.consoleLocales).toEqual({
      en: ['/assets/locale-console-en-1.js'],
      zh: ['/assets/locale-console-zh-1.js'],
    });
  });

  it('keeps the console features’ texts out of the texts every screen loads', () => {
    expect(localeChunkOf('/w/apps/web/src/i18n/zh.json')).toBe('locale-zh');
    expect(localeChunkOf('/w/apps/web/src/features/user/locales/es.json')).toBe('locale-es');
    expect(localeChunkOf('\0virtual:validation-texts/en')).toBe('locale-en');
    expect(localeChunkOf('/w/apps/web/src/features/orders/locales/en.json')).toBe('locale-console-en');
    expect(localeChunkOf('/w/apps/web/src/app/layout/locales/zh.json')).toBe('locale-console-zh');
    expect(localeChunkOf('/w/apps/web/src/features/orders/pages/OrdersPage.tsx')).toBeNull();
  });

  it('preloads the sign-in page without a token and the console with one, in the cookie’s language', () => {
    expect(runScript(preloads, '').map((l) => l.href)).toEqual([...preloads.login, '/assets/locale-en-1.js']);
    const signedIn = runScript(preloads, 'sidebarStatus=1; Admin-Token=abc; language=zh');
    expect(signedIn.map((l) => l.href)).toEqual([
      ...preloads.console,
      '/assets/locale-console-zh-1.js',
      '/assets/locale-zh-1.js',
    ]);
    expect(signedIn.map((l) => l.rel)).toEqual([
      'modulepreload',
      'modulepreload',
      'preload',
      'modulepreload',
      'modulepreload',
    ]);
    expect(signedIn[2]?.as).toBe('style');
    // In CORS mode, as Vite then loads them: otherwise the preload is not reused.
    expect(signedIn.map((l) => (l as { crossOrigin?: string }).crossOrigin)).toEqual(['', '', '', '', '']);
  });

  it('preloads what the entry imports on start (main.tsx) on every screen, each file once', () => {
    const withStart = {
      ...bundle,
      a: {
        ...chunk('index', 'assets/index-1.js'),
        isEntry: true,
        imports: ['assets/boot-1.js'],
        dynamicImports: ['assets/start-libraries-1.js', 'assets/login-console-1.js'],
      },
      s: chunk('boot', 'assets/boot-1.js'),
      t: {
        ...chunk('start-libraries', 'assets/start-libraries-1.js'),
        imports: ['assets/react-vendor-1.js', 'assets/login-console-1.js'],
      },
      r: chunk('react-vendor', 'assets/react-vendor-1.js'),
    } as unknown as OutputBundle;
    const started = preloadsOf(withStart, '/');
    // The entry's static imports are left to index.html's own modulepreload links.
    expect([...started.start].sort()).toEqual([
      '/assets/login-console-1.js',
      '/assets/react-vendor-1.js',
      '/assets/start-libraries-1.js',
    ]);
    expect(runScript(started, '').map((l) => l.href)).toEqual([
      ...started.start,
      '/assets/login-1.js',
      '/assets/locale-en-1.js',
    ]);
    const signedIn = runScript(started, 'Admin-Token=abc').map((l) => l.href);
    expect(signedIn.slice(0, started.start.length)).toEqual(started.start);
    expect(new Set(signedIn).size).toBe(signedIn.length);
  });

  it('treats an empty token as none, and an unknown language as English', () => {
    const links = runScript(preloads, 'Admin-Token=; language=fr');
    expect(links.map((l) => l.href)).toEqual([...preloads.login, '/assets/locale-en-1.js']);
  });

  it('signed in, asks for the user info and the menu at once, with the headers lib/http.ts sends', () => {
    expect(TAB_STORE_KEY).toBe(STORE_STORE_KEY);
    const links = runScript(preloads, 'Store-Id=12; Admin-Token=a%2Bb; language=zh', '7');
    const headers = { Accept: 'application/json', Authorization: 'Bearer a+b', 'X-Store-Id': '7' };
    // Then the template of the sidebar drawn from the menu (build/prerender.mjs puts its address in).
    expect(links.fetched).toEqual([
      ...EARLY_PATHS.map((path) => ({ url: `/api${path}`, init: { headers, credentials: 'same-origin' } })),
      { url: FRAME_TEMPLATE_URL, init: { priority: 'high', credentials: 'same-origin' } },
    ]);
    expect(links.early?.map(({ url, headers, language }) => ({ url, headers, language }))).toEqual(
      EARLY_PATHS.map((path) => ({ url: `/api${path}`, headers, language: 'zh' })),
    );
    // Without the tab's own store, the cookie's; without either (or a bad one), no header.
    expect(runScript(preloads, 'Store-Id=12; Admin-Token=t').fetched[0]?.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer t',
      'X-Store-Id': '12',
    });
    expect(runScript(preloads, 'Store-Id=0; Admin-Token=t', 'x').fetched[0]?.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer t',
    });
    expect(runScript(preloads, 'Admin-Token=t').early?.[0]?.language).toBe('');
    // Signed out, nothing is asked.
    expect(runScript(preloads, 'language=zh').fetched).toEqual([]);
  });
});
