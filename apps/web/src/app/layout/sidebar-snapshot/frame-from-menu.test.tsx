// In Node, as the build draws the template: in a browser-like environment antd renders portals,
// which the server renderer refuses. The page's side runs on a happy-dom document.
import type { MenuItem } from '@merchant/shared';
import { ConfigProvider, Menu } from 'antd';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuPaths, prerenderFrame, standalonePaths } from '../../../prerender/frame-template';
import { isMenuEntry } from '../layout-routes';
import { filterMenu } from '../menu/menu-model';
import { SIDE_MENU_LOOK, toAntdItems } from '../menu/SideMenu';
import { type FrameTemplate, frameFromMenu } from './frame-from-menu';

const entry = (id: number, name: string, url: string, favicon = ''): MenuItem => ({
  id,
  name,
  url,
  favicon,
  children: [],
});
const folder = (id: number, name: string, favicon: string, children: MenuItem[]): MenuItem => ({
  id,
  name,
  url: '',
  favicon,
  children,
});

/** A merchant's menu with every case: icons known and not, a screen this build lacks, nesting. */
const MENU: MenuItem[] = [
  entry(1, 'Dashboard', '/dashboard', 'dashboard'),
  folder(5, 'Users', 'peoples', [
    entry(51, 'Members', '/member'),
    entry(52, 'Not in this build', '/no-such-screen'),
    folder(53, 'Cards', '', [entry(531, 'Sold cards', '/cardlist?tab=sold')]),
  ]),
  folder(6, 'Nothing to open', 'shop', [entry(61, 'Gone', '/gone')]),
  entry(7, 'Statistics', '/statistics', 'no-such-icon'),
];

/** The brand's names per language, as build/frame-template.mjs reads them from the texts. */
const BRAND = { en: 'Merchant Console', zh: '商户管理后台', es: 'Consola de comercios' };
let template: FrameTemplate;
const document = new Window({ url: 'http://localhost/' }).document as unknown as Document;
beforeAll(() => {
  const { runtimeCss: _, ...frame } = prerenderFrame();
  template = { ...frame, css: '', brand: BRAND, menuPaths: menuPaths(), standalonePaths: standalonePaths() };
});

/** The console's own menu for `items`, as SideMenu draws it (closed folders rendered, none open). */
const consoleMenu = (items: MenuItem[]): Element => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ConfigProvider theme={{ zeroRuntime: true }}>
            <Menu
              {...SIDE_MENU_LOOK}
              items={toAntdItems(filterMenu(items, isMenuEntry))}
              selectedKeys={[]}
              openKeys={[]}
              forceSubMenuRender
            />
          </ConfigProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const box = document.createElement('div');
  box.innerHTML = renderToString(<RouterProvider router={router} />);
  router.dispose();
  return box.querySelector('ul.ant-menu-root') as Element;
};

/**
 * What a merchant sees and uses of a menu, element by element: kinds, states, names, links,
 * indentation and icons. antd's generated ids differ per render and are left out.
 */
const describeMenu = (menu: Element): string[] =>
  Array.from(menu.querySelectorAll('*'), (element) => {
    const html = element as HTMLElement;
    const own = Array.from(element.childNodes)
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join('');
    return [
      element.tagName.toLowerCase(),
      [...element.classList].sort().join('.'),
      element.getAttribute('role') ?? '',
      element.getAttribute('aria-expanded') ?? '',
      element.getAttribute('href') ?? '',
      element.getAttribute('data-menu-key') ?? '',
      element.getAttribute('data-icon') ?? '',
      html.style?.paddingLeft ?? '',
      html.style?.display ?? '',
      own,
    ].join(' ');
  });

describe('the sidebar drawn from the menu answer', () => {
  it("is the console's own menu markup for the same entries", () => {
    const frame = frameFromMenu(document, template, MENU, 'en', '/dashboard');
    const drawn = frame?.querySelector('ul.ant-menu-root');
    expect(drawn).toBeTruthy();
    expect(describeMenu(drawn as Element)).toEqual(describeMenu(consoleMenu(MENU)));
  });

  it('leaves out screens this build lacks and folders left empty, and links each entry with its id', () => {
    const frame = frameFromMenu(document, template, MENU, 'en', '/dashboard') as Element;
    const links = Array.from(frame.querySelectorAll('aside ul a[href]'), (a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard?id=1'],
      ['Members', '/member?id=51'],
      ['Sold cards', '/cardlist?tab=sold&id=531'],
      ['Statistics', '/statistics?id=7'],
    ]);
    expect(frame.textContent).not.toContain('Nothing to open');
    expect(frame.querySelector('[data-menu-key="53"]')?.textContent).toBe('Cards');
  });

  it("shows the brand in the page's language and names as text, never as markup", () => {
    const frame = frameFromMenu(
      document,
      template,
      [entry(1, '<img src=x onerror=alert(1)>', '/dashboard')],
      'zh',
      '/dashboard',
    ) as Element;
    expect(frame.querySelector('[data-frame-brand]')?.textContent).toBe('商户管理后台');
    expect(frame.querySelector('[data-frame-brand]')?.getAttribute('aria-label')).toBe('商户管理后台');
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.querySelector('aside ul a')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('draws nothing for an answer it cannot read or with nothing to open', () => {
    expect(frameFromMenu(document, template, null, 'en', '/dashboard')).toBeUndefined();
    expect(frameFromMenu(document, template, { value: [] }, 'en', '/dashboard')).toBeUndefined();
    expect(frameFromMenu(document, template, [], 'en', '/dashboard')).toBeUndefined();
    expect(
      frameFromMenu(document, template, [entry(1, 'Gone', '/gone')], 'en', '/dashboard'),
    ).toBeUndefined();
    // Entries of the wrong shape are skipped, the rest drawn.
    const frame = frameFromMenu(
      document,
      template,
      [{ id: '1', name: 'Bad' }, 7, entry(2, 'Members', '/member')],
      'en',
      '/dashboard',
    );
    expect(Array.from(frame?.querySelectorAll('aside ul a') ?? [], (a) => a.textContent)).toEqual([
      'Members',
    ]);
  });

  it('draws nothing over a screen outside the layout (onboarding, sign-in)', () => {
    for (const path of ['/state', '/qualifications', '/steps/claim', '/login'])
      expect(frameFromMenu(document, template, MENU, 'en', path)).toBeUndefined();
    expect(frameFromMenu(document, template, MENU, 'en', '/member')).toBeDefined();
  });

  it('draws nothing from a template without the sample entries', () => {
    expect(
      frameFromMenu(
        document,
        { ...template, html: '<div data-frame="root"></div>' },
        MENU,
        'en',
        '/dashboard',
      ),
    ).toBeUndefined();
  });
});
