// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sidebarSnapshotScript } from '../../../../build/sidebar-snapshot-script';
import type { FrameTemplate } from './frame-from-menu';
import type { SavedSnapshot, SnapshotOptions } from './restore-snapshot';
import { SNAPSHOT_KEY, takeOverSidebarSnapshot } from './snapshot';

const OPTIONS: SnapshotOptions = {
  build: 'build-1',
  key: SNAPSHOT_KEY,
  desktopFrom: 1027,
  tabStoreKey: 'store:tab-store-id',
  cookies: { token: 'Admin-Token', storeId: 'Store-Id', language: 'language', sidebar: 'sidebarStatus' },
  menuUrl: '/api/permission/auth/menu',
  languages: ['en', 'zh', 'es'],
  defaultLanguage: 'en',
};

/** antd's markup of an inline menu, as the console's frame holds it (trimmed to what counts). */
const folder = (key: string, name: string, open: boolean, entries: string) => `
  <li class="ant-menu-submenu ant-menu-submenu-inline${open ? ' ant-menu-submenu-open' : ''}" role="none">
    <div role="menuitem" class="ant-menu-submenu-title" aria-expanded="${open}">
      <span class="ant-menu-title-content"><button type="button" data-menu-key="${key}">${name}</button></span>
    </div>
    <ul class="ant-menu ant-menu-sub ant-menu-inline" role="menu"${open ? '' : ' style="display: none;"'}>${entries}</ul>
  </li>`;
const entry = (href: string, name: string, selected = false) =>
  `<li class="ant-menu-item${selected ? ' ant-menu-item-selected' : ''}" role="menuitem"><span class="ant-menu-title-content"><a href="${href}">${name}</a></span></li>`;
const FRAME = `<section data-frame="root" class="ant-layout"><aside class="ant-layout-sider"><a href="/dashboard">Console</a>
  <ul class="ant-menu ant-menu-root ant-menu-inline" role="menu">
    ${entry('/dashboard?id=1', 'Dashboard', true)}
    ${folder('2', 'Orders', false, entry('/classorder?id=21', 'Class orders') + entry('/member?id=22', 'Members by order'))}
    ${folder('3', 'Members', false, entry('/member?id=31', 'Members') + entry('/cardlist?id=32', 'Cards'))}
  </ul></aside><section class="ant-layout"><header></header><main><span class="boot-spinner"></span></main></section></section>`;

/** The page index.html sets up: what the script sees while the page is parsed. */
const setPage = (path: string, cookies: Record<string, string>, width = 1280) => {
  window.history.replaceState(null, '', path);
  for (const [name, value] of Object.entries(cookies)) Cookies.set(name, value);
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
};

/** Runs index.html's inline script exactly as built (it must not lean on anything else). */
const runIndexScript = (options = OPTIONS) => new Function(sidebarSnapshotScript(options))();

/** Keeps a copy drawn for a page that showed `shown` (as snapshot.ts would). */
const keepCopy = (
  shown = { token: 'token-a', store: '1', language: 'en' },
  css = '.ant-menu-hidden{display:none}',
) => {
  runIndexScript();
  const owner = window.__sidebarSnapshot?.ownerOf(shown.token, shown.store, shown.language) ?? '';
  const saved: SavedSnapshot = { owner, html: FRAME, css };
  localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(saved));
  delete window.__sidebarSnapshot;
};

const copy = () => document.getElementById('sidebar-snapshot');
const folderLi = (key: string) =>
  copy()?.querySelector(`[data-menu-key="${key}"]`)?.closest('li') as HTMLElement | null | undefined;
const selectedEntries = () =>
  Array.from(copy()?.querySelectorAll('li.ant-menu-item-selected a') ?? [], (a) => a.textContent);

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><span class="boot-spinner"></span></div>';
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  delete window.__sidebarSnapshot;
});

describe("index.html's copy of the sidebar from the last visit", () => {
  it('shows the copy kept for this session, with its styles, the entry of the address selected and only its folders open', () => {
    setPage('/dashboard', { 'Admin-Token': 'token-a', 'Store-Id': '1', language: 'en' });
    keepCopy();
    setPage('/member?id=31', {});
    runIndexScript();

    expect(copy()).not.toBeNull();
    expect(window.__sidebarSnapshot?.element).toBe(copy());
    expect(copy()?.querySelector('style')?.textContent).toBe('.ant-menu-hidden{display:none}');
    // By the `id` parameter: the entry under Members, not the one of the same path under Orders.
    expect(selectedEntries()).toEqual(['Members']);
    expect(folderLi('3')?.classList.contains('ant-menu-submenu-open')).toBe(true);
    expect(folderLi('3')?.classList.contains('ant-menu-submenu-selected')).toBe(true);
    expect(folderLi('2')?.classList.contains('ant-menu-submenu-open')).toBe(false);
    expect(folderLi('2')?.querySelector('ul')?.style.display).toBe('none');
    expect(folderLi('3')?.querySelector('ul')?.style.display).toBe('');
    expect(performance.getEntriesByName('sidebar-snapshot-shown').length).toBeGreaterThan(0);
  });

  it('without an id, selects the first entry of the path', () => {
    setPage('/dashboard', { 'Admin-Token': 'token-a', 'Store-Id': '1' });
    keepCopy();
    setPage('/member', {});
    runIndexScript();
    expect(selectedEntries()).toEqual(['Members by order']);
    expect(folderLi('2')?.classList.contains('ant-menu-submenu-open')).toBe(true);
  });

  it('answers clicks itself: a folder opens and closes, an entry is marked and remembered, not followed', () => {
    setPage('/dashboard', { 'Admin-Token': 'token-a', 'Store-Id': '1' });
    keepCopy();
    runIndexScript();
    const title = folderLi('2')?.querySelector('.ant-menu-submenu-title') as HTMLElement;

    (title.querySelector('button') as HTMLElement).click();
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(folderLi('2')?.querySelector('ul')?.style.display).toBe('');
    title.click();
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(folderLi('2')?.querySelector('ul')?.style.display).toBe('none');
    title.click();

    const link = copy()?.querySelector('a[href="/classorder?id=21"]') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(copy()?.dataset.navigateTo).toBe('/classorder?id=21');
    expect(selectedEntries()).toEqual(['Class orders']);

    // A click that asks for a new tab is the browser's.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    copy()?.querySelector('a[href="/cardlist?id=32"]')?.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(copy()?.dataset.navigateTo).toBe('/classorder?id=21');
  });

  it.each([
    ['another session', { 'Admin-Token': 'token-b' }, 1280, OPTIONS],
    ['another language', { language: 'zh' }, 1280, OPTIONS],
    ['another store', { 'Store-Id': '7' }, 1280, OPTIONS],
    ['another build', {}, 1280, { ...OPTIONS, build: 'build-2' }],
    ['a phone-sized window (the drawer)', {}, 1026, OPTIONS],
  ])('shows nothing for %s', (_, change, width, options) => {
    setPage('/dashboard', { 'Admin-Token': 'token-a', 'Store-Id': '1', language: 'en' });
    keepCopy();
    setPage('/dashboard', change, width);
    runIndexScript(options);
    expect(copy()).toBeNull();
    expect(window.__sidebarSnapshot?.element).toBeUndefined();
  });

  it("reads the store and language as the console does: the tab's store first, the default language", () => {
    keepCopy();
    // No language cookie, or one the console does not have: the default language.
    setPage('/dashboard', { 'Admin-Token': 'token-a', 'Store-Id': '1', language: 'fr' });
    runIndexScript();
    expect(copy()).not.toBeNull();
    copy()?.remove();
    // The tab's own store wins over the cookie shared by all tabs.
    sessionStorage.setItem(OPTIONS.tabStoreKey, '7');
    runIndexScript();
    expect(copy()).toBeNull();
    setPage('/dashboard', { 'Store-Id': '7' });
    sessionStorage.setItem(OPTIONS.tabStoreKey, '1');
    runIndexScript();
    expect(copy()).not.toBeNull();
  });

  it('shows nothing signed out', () => {
    keepCopy();
    setPage('/dashboard', { 'Store-Id': '1' });
    runIndexScript();
    expect(copy()).toBeNull();
    expect(typeof window.__sidebarSnapshot?.ownerOf).toBe('function');
  });

  it('never holds the token: the owner names the session by a hash', () => {
    runIndexScript();
    const owner = window.__sidebarSnapshot?.ownerOf('secret-token-value', '3', 'es') ?? '';
    expect(owner).not.toContain('secret-token-value');
    expect(owner).toMatch(/^build-1\|[0-9a-z]+\|3\|es$/);
    expect(window.__sidebarSnapshot?.ownerOf('another-token', '3', 'es')).not.toBe(owner);
  });

  it('ignores a kept copy it cannot read', () => {
    setPage('/dashboard', { 'Admin-Token': 'token-a' });
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    expect(() => runIndexScript()).not.toThrow();
    expect(copy()).toBeNull();
  });
});

describe('without a copy, the sidebar drawn from the menu answer', () => {
  const MENU = [
    { id: 1, name: 'Dashboard', url: '/dashboard', favicon: 'dashboard', children: [] },
    {
      id: 5,
      name: 'Users',
      url: '',
      favicon: 'peoples',
      children: [{ id: 51, name: 'Members', url: '/member', favicon: '', children: [] }],
    },
    {
      id: 6,
      name: 'Orders',
      url: '',
      favicon: 'order',
      children: [{ id: 61, name: 'Class orders', url: '/classorder', favicon: '', children: [] }],
    },
  ];
  /** The brand's names per language, as build/frame-template.mjs reads them from the texts. */
  /**
   * A template as the build writes it (src/prerender/frame-template.tsx), trimmed to what counts
   * here: the sample's folder, the entry in it and the entry at the top, with their icons.
   */
  const SAMPLE = { folder: 987650001, inner: 987650002, leaf: 987650003 };
  const icon = '<span class="anticon ant-menu-item-icon"><svg data-icon="sample"></svg></span>';
  const sampleFolder = folder(
    String(SAMPLE.folder),
    'folder',
    false,
    entry(`/frame-sample?id=${SAMPLE.inner}`, 'inner'),
  ).replace('<span class="ant-menu-title-content">', `${icon}<span class="ant-menu-title-content">`);
  const sampleLeaf = entry(`/frame-sample?id=${SAMPLE.leaf}`, 'leaf').replace(
    'role="menuitem">',
    `role="menuitem">${icon}`,
  );
  const template: FrameTemplate = {
    html: `<section data-frame="root" class="ant-layout"><aside class="ant-layout-sider"><a data-frame-brand href="/dashboard">Console</a>
      <ul class="ant-menu ant-menu-root ant-menu-inline" role="menu">${sampleFolder}${sampleLeaf}</ul></aside>
      <section class="ant-layout"><header></header><main><span class="boot-spinner"></span></main></section></section>`,
    css: '.from-the-template{}',
    icons: { dashboard: '<span class="anticon"><svg data-icon="dashboard"></svg></span>' },
    fallbackIcon: '<span class="anticon"><svg data-icon="appstore"></svg></span>',
    sample: SAMPLE,
    brand: { en: 'Merchant Console' },
    menuPaths: ['/dashboard', '/member', '/classorder'],
    standalonePaths: ['/state'],
  };

  /** What index.html's first script has left by then: the menu call and the template's, as they answer. */
  const earlyAnswers = (menu: Response, frame = new Response(JSON.stringify(template))) => {
    const answer = Promise.resolve(menu);
    window.__earlyAnswers = [
      {
        url: '/api/user/self/get_user_info',
        headers: {},
        language: '',
        answer: Promise.resolve(new Response('{}')),
      },
      { url: '/api/permission/auth/menu', headers: {}, language: '', answer },
    ];
    window.__sidebarFrame = Promise.resolve(frame);
    return answer;
  };
  const menuAnswer = (body: unknown = { code: 0, message: 'Success', value: MENU }, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  const drawn = () => performance.getEntriesByName('sidebar-frame-drawn').length;
  afterEach(() => {
    delete window.__earlyAnswers;
    delete window.__sidebarFrame;
    performance.clearMarks();
  });

  it('draws the menu as soon as it answers, the entry of the address selected, and answers clicks', async () => {
    setPage('/member?id=51', { 'Admin-Token': 'token-a' });
    const answer = earlyAnswers(menuAnswer());
    runIndexScript();
    expect(copy()).toBeNull();
    await settled();

    expect(drawn()).toBe(1);
    expect(copy()?.querySelector('style')?.textContent).toBe('.from-the-template{}');
    expect(selectedEntries()).toEqual(['Members']);
    expect(folderLi('5')?.classList.contains('ant-menu-submenu-open')).toBe(true);
    expect(folderLi('6')?.classList.contains('ant-menu-submenu-open')).toBe(false);
    copy()?.querySelector<HTMLElement>('[data-menu-key="6"]')?.click();
    expect(folderLi('6')?.classList.contains('ant-menu-submenu-open')).toBe(true);
    expect(window.__sidebarSnapshot?.element).toBe(copy());
    // The console still reads the answer itself (lib/http.ts takes it from index.html).
    expect(((await (await answer).json()) as { value: unknown }).value).toEqual(MENU);
  });

  it('is not drawn over a copy kept for this page, nor once the console is on screen', async () => {
    setPage('/dashboard', { 'Admin-Token': 'token-a', 'Store-Id': '1', language: 'en' });
    keepCopy();
    earlyAnswers(menuAnswer());
    runIndexScript();
    await settled();
    expect(performance.getEntriesByName('sidebar-snapshot-shown')).toHaveLength(1);
    expect(drawn()).toBe(0);

    copy()?.remove();
    delete window.__sidebarSnapshot;
    localStorage.clear();
    earlyAnswers(menuAnswer());
    runIndexScript();
    // React's first commit comes before the answer: the frame would cover the console.
    takeOverSidebarSnapshot();
    await settled();
    expect(copy()).toBeNull();
    expect(drawn()).toBe(0);
  });

  it('is not drawn for a collapsed sidebar, a failed or refused menu call, a missing template, or outside the layout', async () => {
    const cases: Array<[Record<string, string>, Response, Response?]> = [
      [{ sidebarStatus: '0' }, menuAnswer()],
      [{}, menuAnswer({ code: 401, message: 'Please sign in', value: null })],
      [{}, menuAnswer('oops', 502)],
      [{}, menuAnswer(), new Response('gone', { status: 404 })],
    ];
    for (const [cookies, menu, frame] of cases) {
      setPage('/dashboard', { 'Admin-Token': 'token-a', ...cookies });
      earlyAnswers(menu, frame);
      runIndexScript();
      await settled();
      expect(copy()).toBeNull();
      Cookies.remove('sidebarStatus');
    }
    // Nor over a screen outside the layout (the claim's state, sign-in).
    setPage('/state', { 'Admin-Token': 'token-a' });
    earlyAnswers(menuAnswer());
    runIndexScript();
    await settled();
    expect(copy()).toBeNull();
    expect(drawn()).toBe(0);
  });
});
