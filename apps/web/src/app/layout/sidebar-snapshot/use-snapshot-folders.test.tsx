// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSnapshotFolders } from './use-snapshot-folders';

/** A copy on screen, as index.html leaves it (restore-snapshot.ts), with folder 2 open. */
const showCopy = () => {
  const shell = document.createElement('div');
  shell.id = 'sidebar-snapshot';
  shell.innerHTML = `<aside><ul class="ant-menu ant-menu-root">
    <li class="ant-menu-submenu ant-menu-submenu-open"><div class="ant-menu-submenu-title"><span data-menu-key="2">Orders</span></div></li>
    <li class="ant-menu-submenu"><div class="ant-menu-submenu-title"><span data-menu-key="3">Members</span></div></li>
  </ul></aside>`;
  document.body.append(shell);
  window.__sidebarSnapshot = { ownerOf: () => '', element: shell };
  return shell;
};

/** The merchant opens folder 3 in the copy. */
const openMembers = (shell: HTMLElement) =>
  shell.querySelector('[data-menu-key="3"]')?.closest('li')?.classList.add('ant-menu-submenu-open');

const committed: string[][] = [];
const Sidebar = () => {
  const { openKeys } = useSnapshotFolders();
  useLayoutEffect(() => {
    committed.push(openKeys);
  });
  return null;
};

afterEach(() => {
  committed.length = 0;
  document.body.innerHTML = '';
  delete window.__sidebarSnapshot;
});

describe("the sidebar's folders over the copy", () => {
  it('start as the copy has them', () => {
    showCopy();
    render(<Sidebar />);
    expect(committed).toEqual([['2']]);
  });

  it('take over a folder opened in the copy after the sidebar rendered, before anything is painted', () => {
    const shell = showCopy();
    // Renders after the sidebar in the same (sliced) render: a click on the copy in between.
    const ClickOnTheCopy = () => {
      openMembers(shell);
      return null;
    };
    render(
      <>
        <Sidebar />
        <ClickOnTheCopy />
      </>,
    );
    expect(committed.at(-1)).toEqual(['2', '3']);
  });

  it('are none without a copy', () => {
    render(<Sidebar />);
    expect(committed).toEqual([[]]);
  });
});
