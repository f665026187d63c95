// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_STORAGE_PREFIX } from '../../session-store';
import type { SavedSnapshot } from './restore-snapshot';
import {
  forgetSidebarSnapshot,
  frameOf,
  SNAPSHOT_KEY,
  saveSidebarSnapshot,
  snapshotOpenKeys,
  takeOverSidebarSnapshot,
} from './snapshot';

/** The layout as MainLayout marks it, with a page, a dialog and a hovered entry in it. */
const LAYOUT = `<div data-frame="root" class="ant-layout" style="position: fixed">
  <aside data-frame="whole" class="ant-layout-sider"><ul class="ant-menu ant-menu-root">
    <li class="ant-menu-item ant-menu-item-active"><a href="/dashboard?id=1">Dashboard</a></li>
    <li class="ant-menu-submenu ant-menu-submenu-open"><div class="ant-menu-submenu-title"><button data-menu-key="2">Orders</button></div>
      <ul class="ant-menu-sub"><li class="ant-menu-item"><a href="/classorder?id=21">Class orders</a></li></ul></li>
  </ul></aside>
  <div data-frame="frame" class="ant-layout">
    <header data-frame="empty" style="height: 50px"><button>Store: Studio</button></header>
    <div data-frame="empty"><div role="tablist">Dashboard</div></div>
    <main data-frame="content"><h1>Good evening</h1></main>
  </div>
  <div class="ant-modal-root">A dialog</div>
</div>`;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${LAYOUT}</div>`;
  localStorage.clear();
});
afterEach(() => {
  delete window.__sidebarSnapshot;
});

const layout = () => document.querySelector('[data-frame="root"]') as HTMLElement;

describe('the copy of the frame the console keeps', () => {
  it('holds the sidebar whole, the top bar and tab strip empty, a spinner for the page, and nothing else', () => {
    const copy = frameOf(layout());
    expect(copy.querySelector('aside')?.textContent).toContain('Class orders');
    expect(copy.querySelector('header')?.getAttribute('style')).toBe('height: 50px');
    expect(copy.querySelector('header')?.childElementCount).toBe(0);
    expect(copy.querySelector('[role="tablist"]')).toBeNull();
    expect(copy.querySelector('main')?.innerHTML).toBe(
      '<span class="boot-spinner" aria-hidden="true"></span>',
    );
    expect(copy.textContent).not.toContain('Good evening');
    expect(copy.textContent).not.toContain('A dialog');
    // The entry under the pointer while copying is not hovered on the next load.
    expect(copy.querySelector('.ant-menu-item-active')).toBeNull();
    // The page itself is left as it was.
    expect(layout().querySelector('.ant-menu-item-active')).not.toBeNull();
  });

  it('is kept under the app storage prefix (signing out removes it), for what the page shows', () => {
    expect(SNAPSHOT_KEY.startsWith(APP_STORAGE_PREFIX)).toBe(true);
    window.__sidebarSnapshot = { ownerOf: (token, store, language) => `build|${token}|${store}|${language}` };
    saveSidebarSnapshot(layout(), { token: 'session', storeId: 3, language: 'zh' });
    const saved = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as SavedSnapshot;
    expect(saved.owner).toBe('build|session|3|zh');
    expect(saved.html).toContain('Class orders');
    expect(saved.html).not.toContain('Good evening');
    expect(typeof saved.css).toBe('string');
    // Picking the rules leaves nothing behind in the page.
    expect(document.body.children).toHaveLength(1);
    forgetSidebarSnapshot();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it("takes the rules of the states index.html may put it in, which the page's own sidebar did not show", () => {
    // On this page no folder is current and nothing in a folder is selected.
    document.head.innerHTML = `<style>
      .ant-menu-submenu-selected > .ant-menu-submenu-title { color: white; }
      .ant-menu-sub .ant-menu-item-selected { background: blue; }
      .ant-table { border: 0; }
    </style>`;
    window.__sidebarSnapshot = { ownerOf: () => 'owner' };
    saveSidebarSnapshot(layout(), { token: 'session', storeId: 3, language: 'zh' });
    const saved = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as SavedSnapshot;
    expect(saved.css).toContain('.ant-menu-submenu-selected > .ant-menu-submenu-title');
    expect(saved.css).toContain('.ant-menu-sub .ant-menu-item-selected');
    expect(saved.css).not.toContain('.ant-table');
    // The copy itself keeps the page's states.
    expect(saved.html).not.toContain('ant-menu-submenu-selected');
  });

  it('is not kept where index.html set nothing up (the development server)', () => {
    saveSidebarSnapshot(layout(), { token: 'session', storeId: 3, language: 'zh' });
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});

describe('taking over from the copy on screen', () => {
  const showCopy = (navigateTo?: string) => {
    const shell = document.createElement('div');
    shell.id = 'sidebar-snapshot';
    shell.append(frameOf(layout()));
    if (navigateTo) shell.dataset.navigateTo = navigateTo;
    document.body.append(shell);
    window.__sidebarSnapshot = { ownerOf: () => '', element: shell };
    return shell;
  };

  it('reads the folders open in the copy, removes it and answers the entry chosen there', () => {
    const shell = showCopy('/classorder?id=21');
    expect(snapshotOpenKeys()).toEqual(['2']);
    expect(takeOverSidebarSnapshot()).toEqual({ navigateTo: '/classorder?id=21' });
    expect(shell.isConnected).toBe(false);
    expect(snapshotOpenKeys()).toBeUndefined();
    expect(takeOverSidebarSnapshot()).toEqual({});
  });

  it("moves the keyboard focus to the same folder of the console's sidebar", () => {
    const shell = showCopy();
    (shell.querySelector('[data-menu-key="2"]') as HTMLElement).focus();
    takeOverSidebarSnapshot();
    expect(document.activeElement).toBe(document.querySelector('#root [data-menu-key="2"]'));
  });

  it('opens only an address of the console', () => {
    showCopy('//elsewhere.example/x');
    expect(takeOverSidebarSnapshot()).toEqual({});
    showCopy('https://elsewhere.example/x');
    expect(takeOverSidebarSnapshot()).toEqual({});
  });

  it('does nothing without a copy', () => {
    expect(snapshotOpenKeys()).toBeUndefined();
    expect(takeOverSidebarSnapshot()).toEqual({});
  });
});
