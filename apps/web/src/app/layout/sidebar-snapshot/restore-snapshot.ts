/**
 * The sidebar drawn from the last visit, before any of the console's code has arrived.
 *
 * A signed-in load spends its first few hundred milliseconds fetching and running the console's
 * JavaScript; until React has rendered, the merchant sees a spinner and a click does nothing.
 * The console keeps a copy of its frame (the sidebar whole, the header, tab strip and content
 * empty: snapshot.ts) in localStorage. index.html runs this function first thing in its body (as
 * an inline script, build/sidebar-snapshot-script.ts): when the copy was drawn for this account,
 * store, language and build, it shows it over `#root` at once, marks the entry of the address as
 * React would, and answers clicks itself: a folder opens or closes, an entry is marked and
 * remembered. React's first commit removes the copy and takes over what was done in it
 * (start.tsx, use-snapshot-folders.ts): the folders stay as the merchant left them and a chosen
 * entry is opened.
 *
 * Without a copy for this page (a first visit in this browser, another language or store, a new
 * build), the same frame is drawn from the menu answer that index.html asked for early, as soon
 * as it arrives (frame-from-menu.ts), and shown and handed over the same way.
 *
 * It runs as index.html's text (`String(restoreSidebarSnapshot)`), so it must stay
 * self-contained: no imports, no module-level names, nothing a bundler would rename.
 */

import type { frameFromMenu } from './frame-from-menu';

export interface SnapshotOptions {
  /** Changes with every build: a copy drawn by another build's markup and styles is not shown. */
  build: string;
  /** The localStorage key of the copy. */
  key: string;
  /** The narrowest window with a sidebar (narrower ones have a drawer: app/layout/mobile.ts). */
  desktopFrom: number;
  /** app/store-store.ts: the sessionStorage key of the store the tab shows. */
  tabStoreKey: string;
  /** The cookies of spec §9 (@merchant/shared CookieName). */
  cookies: { token: string; storeId: string; language: string; sidebar: string };
  /** The URL of the early menu call among index.html's `__earlyAnswers` (lib/early-answers.ts). */
  menuUrl: string;
  /** The console's languages and the one a page without (a known) language cookie shows. */
  languages: string[];
  defaultLanguage: string;
}

/** What index.html leaves for the console in `window.__sidebarSnapshot`. */
export interface SnapshotPage {
  /**
   * Whom a copy is for: this build, a session (its token, hashed: the copy never holds one), a
   * store and a language. The console names what it shows; this page named what it will show.
   */
  ownerOf: (token: string, store: string, language: string) => string;
  /** The copy on screen, until React's first commit removes it. */
  element?: HTMLElement;
  /** Set at React's first commit: a frame drawn from a later menu answer would cover the console. */
  over?: boolean;
}

/** A copy as stored. */
export interface SavedSnapshot {
  owner: string;
  /** The frame's markup (snapshot.ts frameOf). */
  html: string;
  /** The style rules it needs (snapshot-styles.ts). */
  css: string;
}

declare global {
  interface Window {
    __sidebarSnapshot?: SnapshotPage;
    /** The frame's template (frame-from-menu.ts), asked for by the first part of index.html's script when signed in. */
    __sidebarFrame?: Promise<Response>;
  }
}

/**
 * `drawFromMenu` is frame-from-menu.ts's function, passed in by index.html (both are its text);
 * without it, only a copy is shown.
 */
export function restoreSidebarSnapshot(
  win: Window,
  options: SnapshotOptions,
  drawFromMenu?: typeof frameFromMenu,
): void {
  const doc = win.document;
  const cookie = (name: string): string => {
    for (const part of doc.cookie.split(/;\s*/)) {
      if (part.indexOf(`${name}=`) === 0) {
        try {
          return decodeURIComponent(part.slice(name.length + 1));
        } catch {
          return '';
        }
      }
    }
    return '';
  };
  const ownerOf = (token: string, store: string, language: string): string => {
    let hash = 0x811c9dc5; // FNV-1a
    for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
    return [options.build, token ? hash.toString(36) : '', store, language].join('|');
  };
  const page: SnapshotPage = { ownerOf };
  win.__sidebarSnapshot = page;

  // What this page will show, read as app/store-store.ts and lib/cookies.ts read it: the tab's
  // store or else the cookie's, the language cookie's or else the default language.
  const token = cookie(options.cookies.token);
  if (!token || win.innerWidth < options.desktopFrom) return;
  const storeOf = (value: string | null) =>
    value && /^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))
      ? String(Number(value))
      : '';
  let tabStore: string | null = null;
  try {
    tabStore = win.sessionStorage.getItem(options.tabStoreKey);
  } catch {}
  const store = storeOf(tabStore) || storeOf(cookie(options.cookies.storeId));
  const languageCookie = cookie(options.cookies.language);
  const language = options.languages.indexOf(languageCookie) >= 0 ? languageCookie : options.defaultLanguage;

  /** Shows `frame` (a copy's, or one drawn from the menu) over the page, answering clicks. */
  const show = (frame: Element, css: string, mark: string) => {
    const shell = doc.createElement('div');
    shell.id = 'sidebar-snapshot';
    shell.append(frame);
    const menu = shell.querySelector('aside ul.ant-menu-root');
    if (!menu) return;
    const folderOf = (li: Element) => ({
      title: li.querySelector(':scope > .ant-menu-submenu-title'),
      list: li.querySelector(':scope > ul.ant-menu-sub'),
    });
    const setOpen = (li: Element, open: boolean) => {
      const { title, list } = folderOf(li);
      li.classList.toggle('ant-menu-submenu-open', open);
      title?.setAttribute('aria-expanded', String(open));
      // antd hides a closed folder's list by a class or, once its motion has run, inline.
      list?.classList.toggle('ant-menu-hidden', !open);
      if (list instanceof HTMLElement) list.style.display = open ? '' : 'none';
    };
    /** Marks `link`'s entry as the current one (or none), as antd marks the selected entry. */
    const select = (link: Element | undefined) => {
      for (const li of menu.querySelectorAll('li.ant-menu-item'))
        li.classList.toggle('ant-menu-item-selected', !!link && li.contains(link));
      for (const li of menu.querySelectorAll('li.ant-menu-submenu'))
        li.classList.toggle('ant-menu-submenu-selected', !!link && li.contains(link));
    };

    // The entry of this address, found as app/layout/menu/menu-model.ts findMenuPath finds it:
    // by its `id` parameter first, then the first entry of the same path. Only its folders open.
    const here = new URL(win.location.href);
    const links = Array.from(menu.querySelectorAll<HTMLAnchorElement>('li.ant-menu-item a[href]'));
    const id = here.searchParams.get('id');
    const samePath = (a: HTMLAnchorElement) => a.pathname === here.pathname;
    const current =
      (id ? links.find((a) => samePath(a) && new URL(a.href).searchParams.get('id') === id) : undefined) ??
      links.find(samePath);
    select(current);
    for (const li of menu.querySelectorAll('li.ant-menu-submenu'))
      setOpen(li, !!current && li.contains(current));

    shell.addEventListener('click', (event) => {
      const target = event.target as Element;
      const title = target.closest('.ant-menu-submenu-title');
      if (title?.parentElement) {
        setOpen(title.parentElement, !title.parentElement.classList.contains('ant-menu-submenu-open'));
        return;
      }
      const link = target.closest('a[href]');
      // A click with a modifier or another button is the browser's (a new tab or window).
      if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      shell.dataset.navigateTo = link.getAttribute('href') ?? '';
      select(menu.contains(link) ? link : undefined);
    });

    // The frame's own rules (snapshot-styles.ts, build/frame-styles.mjs): it is drawn at once,
    // without waiting for the console's stylesheet.
    const style = doc.createElement('style');
    style.textContent = css;
    shell.prepend(style);
    doc.body.appendChild(shell);
    // For the bench (scripts/bench.mjs) and the browser tests: when and how it was put on the page.
    win.performance?.mark?.(mark);
    page.element = shell;
  };

  let saved: SavedSnapshot | null = null;
  try {
    saved = JSON.parse(win.localStorage.getItem(options.key) || 'null');
  } catch {}
  if (
    saved &&
    typeof saved.html === 'string' &&
    typeof saved.css === 'string' &&
    saved.owner === ownerOf(token, store, language)
  ) {
    const box = doc.createElement('div');
    box.innerHTML = saved.html;
    if (box.firstElementChild) {
      show(box.firstElementChild, saved.css, 'sidebar-snapshot-shown');
      return;
    }
  }

  // No copy for this page: the frame drawn from the menu once it has answered (frame-from-menu.ts),
  // unless the console is on screen by then, or the sidebar is collapsed (to icons, which the
  // frame has no markup for).
  const early = (win.__earlyAnswers || []).filter((answer) => answer.url === options.menuUrl)[0];
  const template = win.__sidebarFrame;
  if (!drawFromMenu || !early || !template || cookie(options.cookies.sidebar) === '0') return;
  // A copy of the answer, taken before lib/http.ts reads it: this callback was registered first.
  const menuAnswer = early.answer.then((response) => (response.ok ? response.clone().json() : null));
  Promise.all([menuAnswer, template.then((response) => (response.ok ? response.json() : null))])
    .then(([body, frameTemplate]) => {
      if (page.over || !body || body.code !== 0 || !frameTemplate) return;
      const frame = drawFromMenu(doc, frameTemplate, body.value, language, win.location.pathname);
      if (frame) show(frame, frameTemplate.css, 'sidebar-frame-drawn');
    })
    .catch(() => {});
}
