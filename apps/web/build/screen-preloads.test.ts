import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { EARLY_PATHS } from '../src/lib/early-answers';
import { FRAME_TEMPLATE_URL, preloadScript, preloadsOf, SCREENS_LINE } from './first-screen-preloads';
import { routePagesOf, screenPreloadsOf } from './screen-preloads';

const chunk = (
  name: string,
  fileName: string,
  options: { facade?: string; imports?: string[]; css?: string[]; isEntry?: boolean } = {},
) => ({
  type: 'chunk',
  name,
  fileName,
  facadeModuleId: options.facade ?? null,
  imports: options.imports ?? [],
  isEntry: options.isEntry ?? false,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const bundle = {
  index: chunk('index', 'assets/index-1.js', { isEntry: true, imports: ['assets/boot-1.js'] }),
  boot: chunk('boot', 'assets/boot-1.js'),
  console: chunk('console', 'assets/console-1.js', { imports: ['assets/boot-1.js'] }),
  members: chunk('MemberListPage', 'assets/MemberListPage-1.js', {
    facade: '/w/src/features/member/pages/MemberListPage.tsx',
    imports: ['assets/table-1.js', 'assets/console-1.js', 'assets/boot-1.js'],
  }),
  cards: chunk('CardListPage', 'assets/CardListPage-1.js', {
    facade: '/w/src/features/member-card/pages/CardListPage.tsx',
    imports: ['assets/table-1.js'],
    css: ['assets/CardListPage-1.css'],
  }),
  table: chunk('table', 'assets/table-1.js', { imports: ['assets/boot-1.js'] }),
} as unknown as OutputBundle;

describe('screen preloads', () => {
  it('reads each route and the page it loads from the features’ routes files', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-preloads-'));
    const feature = path.join(src, 'features/member');
    fs.mkdirSync(path.join(feature, 'pages'), { recursive: true });
    fs.writeFileSync(path.join(feature, 'pages/MemberListPage.tsx'), '');
    fs.writeFileSync(
      path.join(feature, 'member.routes.tsx'),
      `export const routes = [
  { path: '/member', lazy: () => import('./pages/MemberListPage'), handle: {} },
  { path: '/gone', lazy: () => import('./pages/Missing') },
  { path: '/wrapped', lazy: wrapped },
];`,
    );
    try {
      expect(routePagesOf(src)).toEqual({ '/member': path.join(feature, 'pages/MemberListPage.tsx') });
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });

  it('lists each page’s chunk with its static imports and styles, less what every load has, once', () => {
    const screens = screenPreloadsOf(
      bundle,
      '/',
      {
        '/member': '/w/src/features/member/pages/MemberListPage.tsx',
        '/cardlist': '/w/src/features/member-card/pages/CardListPage.tsx',
        '/nowhere': '/w/src/features/x/pages/Gone.tsx',
      },
      new Set(['/assets/index-1.js', '/assets/boot-1.js', '/assets/console-1.js']),
    );
    const filesOf = (route: string) => screens.routes[route]?.map((i) => screens.files[i]);
    expect(filesOf('/member')).toEqual(['/assets/MemberListPage-1.js', '/assets/table-1.js']);
    expect(filesOf('/cardlist')).toEqual([
      '/assets/CardListPage-1.js',
      '/assets/CardListPage-1.css',
      '/assets/table-1.js',
    ]);
    expect(screens.routes['/nowhere']).toBeUndefined();
    // The shared table chunk is listed once.
    expect(screens.files.filter((file) => file === '/assets/table-1.js')).toHaveLength(1);
  });

  it('signed in, asks the early calls first, then the console’s files, then the chunks of the screen the address names', () => {
    const preloads = preloadsOf(bundle, '/', {
      '/member': '/w/src/features/member/pages/MemberListPage.tsx',
    });
    /** What the script asked for, in order: preloads by address, calls as `fetch <url>`. */
    const run = (cookie: string, pathname: string) => {
      const asked: string[] = [];
      const document = {
        cookie,
        location: { pathname },
        createElement: () => ({}) as { href: string },
        head: { appendChild: (link: { href: string }) => asked.push(link.href) },
      };
      const fetch = (url: string) => {
        asked.push(`fetch ${url}`);
        return Promise.resolve(new Response('{}'));
      };
      const window = { sessionStorage: { getItem: () => null } };
      new Function('document', 'window', 'fetch', preloadScript(preloads))(document, window, fetch);
      return asked;
    };
    const calls = [...EARLY_PATHS.map((path) => `fetch /api${path}`), `fetch ${FRAME_TEMPLATE_URL}`];
    // The early calls first, then the console's files; the entry's own imports and the console
    // are not listed again among the screen's files, which come last.
    expect(run('Admin-Token=t', '/member')).toEqual([
      ...calls,
      ...preloads.console,
      '/assets/MemberListPage-1.js',
      '/assets/table-1.js',
    ]);
    expect(run('Admin-Token=t', '/dashboard')).toEqual([...calls, ...preloads.console]);
    // Signed out, the guard sends every private path to the sign-in page: nothing of the screen.
    expect(run('', '/member')).toEqual(preloads.login);
  });

  it('keeps the screens’ table on one line of its own, which the drawn sign-in pages empty', () => {
    const script = preloadScript(
      preloadsOf(bundle, '/', { '/member': '/w/src/features/member/pages/MemberListPage.tsx' }),
    );
    // build/prerender.mjs replaces this line (the same expression) in the signed-out pages.
    expect(script.match(new RegExp(SCREENS_LINE, 'g'))).toHaveLength(1);
    const emptied = script.replace(SCREENS_LINE, '\n  var screens = { files: [], routes: {} };\n');
    const asked: string[] = [];
    const document = {
      cookie: 'Admin-Token=t',
      location: { pathname: '/member' },
      createElement: () => ({}) as { href: string },
      head: { appendChild: (link: { href: string }) => asked.push(link.href) },
    };
    new Function('document', 'window', 'fetch', emptied)(document, {}, () =>
      Promise.resolve(new Response('{}')),
    );
    expect(asked).not.toContain('/assets/MemberListPage-1.js');
  });
});
