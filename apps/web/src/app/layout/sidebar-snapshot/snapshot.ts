/**
 * The console's side of the sidebar drawn from the last visit (restore-snapshot.ts): keeping a
 * copy of the layout's frame, and taking over from the copy index.html showed.
 */
import type { SavedSnapshot } from './restore-snapshot';
import { stylesFor } from './snapshot-styles';

/** Under the app's storage prefix (app/session-store.ts): signing out removes it. */
export const SNAPSHOT_KEY = 'store:sidebar-snapshot';

/**
 * How each part of the layout goes into the copy (a `data-frame` attribute on it; parts without
 * one, a dialog say, are left out): `whole` as it is (the sidebar), `frame` as an element whose
 * marked parts are copied in turn, `empty` without its content (the top bar, the tab strip),
 * `content` without its content but with index.html's spinner.
 */
export type FramePart = 'whole' | 'frame' | 'empty' | 'content';

/** What only the moment of copying shows: the entry under the pointer. */
const TRANSIENT_CLASSES = ['ant-menu-item-active', 'ant-menu-submenu-active'];

const copyParts = (element: Element): Element => {
  const copy = element.cloneNode(false) as Element;
  for (const child of element.children) {
    const part = (child as HTMLElement).dataset?.frame as FramePart | undefined;
    if (part === 'whole') copy.append(child.cloneNode(true));
    else if (part === 'frame') copy.append(copyParts(child));
    else if (part === 'empty' || part === 'content') {
      const empty = child.cloneNode(false) as Element;
      if (part === 'content') {
        const spinner = document.createElement('span');
        spinner.className = 'boot-spinner';
        spinner.setAttribute('aria-hidden', 'true');
        empty.append(spinner);
      }
      copy.append(empty);
    }
  }
  return copy;
};

/** The copy of the frame `element` (marked `data-frame="root"`) as the next load shows it. */
export const frameOf = (element: Element): Element => {
  const copy = copyParts(element);
  for (const name of TRANSIENT_CLASSES)
    for (const node of copy.querySelectorAll(`.${name}`)) node.classList.remove(name);
  return copy;
};

/**
 * `copy` with a folder open and current and an entry in it current: the states index.html puts
 * a copy in (the entry of the address, its folders, a folder the merchant opens), whatever the
 * page the copy was taken on showed.
 */
export const withEveryState = (copy: Element): Element => {
  const folder = copy.querySelector('aside li.ant-menu-submenu');
  folder?.classList.add('ant-menu-submenu-open', 'ant-menu-submenu-selected');
  folder?.querySelector('.ant-menu-submenu-title')?.setAttribute('aria-expanded', 'true');
  const list = folder?.querySelector<HTMLElement>('ul.ant-menu-sub');
  list?.classList.remove('ant-menu-hidden');
  list?.style.removeProperty('display');
  folder?.querySelector('li.ant-menu-item')?.classList.add('ant-menu-item-selected');
  return copy;
};

/** What the page shows, which the copy is for: its session, store and language. */
export interface ShownFor {
  token: string;
  storeId: number | undefined;
  language: string;
}

/**
 * Keeps the frame of `layout` (the element marked `data-frame="root"`) for the next load of this
 * browser, as drawn for `shown` (not for the cookies, which another tab may have changed since).
 * Does nothing where index.html set nothing up (the development server) or the storage
 * refuses (full, or disabled): the next load then shows the spinner, as without a copy.
 */
export const saveSidebarSnapshot = (layout: Element, shown: ShownFor): void => {
  const page = window.__sidebarSnapshot;
  if (!page) return;
  const started = performance.now();
  const copy = frameOf(layout);
  // The rules are picked on a sample in every state the next load may put the copy in, hidden
  // in the page: selectors that reach above it match there.
  const sample = withEveryState(copy.cloneNode(true) as Element);
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.append(sample);
  document.body.append(holder);
  let css: string;
  try {
    css = stylesFor(sample);
  } finally {
    holder.remove();
  }
  const owner = page.ownerOf(shown.token, shown.storeId ? String(shown.storeId) : '', shown.language);
  const saved: SavedSnapshot = { owner, html: copy.outerHTML, css };
  const text = JSON.stringify(saved);
  try {
    if (window.localStorage.getItem(SNAPSHOT_KEY) !== text) window.localStorage.setItem(SNAPSHOT_KEY, text);
  } catch {}
  // What keeping the copy costs (docs/performance.md), in the browser's performance timeline.
  performance.measure?.('sidebar-snapshot-saved', { start: started });
};

/** No copy for the next load: the sidebar is collapsed, or the layout is a phone's. */
export const forgetSidebarSnapshot = (): void => {
  try {
    window.localStorage.removeItem(SNAPSHOT_KEY);
  } catch {}
};

/** Whether index.html is showing a copy now (React has not taken over yet). */
export const isSnapshotShown = (): boolean => window.__sidebarSnapshot?.element !== undefined;

/** The folders open in the copy on screen (their menu keys), or undefined without one. */
export const snapshotOpenKeys = (): string[] | undefined => {
  const shell = window.__sidebarSnapshot?.element;
  if (!shell) return undefined;
  return Array.from(
    shell.querySelectorAll('li.ant-menu-submenu-open > .ant-menu-submenu-title [data-menu-key]'),
    (node) => (node as HTMLElement).dataset.menuKey ?? '',
  ).filter(Boolean);
};

/**
 * Removes the copy (React has drawn the console in its place), moves the keyboard focus to the
 * same entry in the console's own sidebar, and answers where the merchant asked to go in the
 * copy, if anywhere.
 */
export const takeOverSidebarSnapshot = (): { navigateTo?: string } => {
  const page = window.__sidebarSnapshot;
  if (page) page.over = true;
  const shell = page?.element;
  if (!page || !shell) return {};
  page.element = undefined;
  const focused = shell.contains(document.activeElement)
    ? (document.activeElement as HTMLElement)
    : undefined;
  // Only an address of this console (the copy's own links are): never another site's.
  const chosen = shell.dataset.navigateTo ?? '';
  const navigateTo = chosen.startsWith('/') && !chosen.startsWith('//') ? chosen : undefined;
  shell.remove();
  if (focused) {
    const key = focused.dataset.menuKey;
    const href = focused.getAttribute('href');
    const selector = key
      ? `aside [data-menu-key="${CSS.escape(key)}"]`
      : href
        ? `aside a[href="${CSS.escape(href)}"]`
        : undefined;
    if (selector) document.querySelector<HTMLElement>(selector)?.focus();
  }
  return { navigateTo };
};
