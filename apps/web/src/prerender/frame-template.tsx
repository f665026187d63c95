/**
 * The layout's frame with a sample menu, drawn at build time (build/prerender.mjs) for the
 * sidebar that index.html draws from the early menu answer on a load without a kept copy
 * (app/layout/sidebar-snapshot/frame-from-menu.ts). The sample holds one of each kind of menu
 * entry (a folder, an entry in it, an entry at the top) under ids that appear nowhere else, so
 * that the page can clone each kind and put the real names, links, ids and icons in.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { MenuItem } from '@merchant/shared';
import { ConfigProvider, Menu } from 'antd';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DesktopSider, LayoutFrame } from '../app/layout/layout-frame';
import { allRoutes } from '../app/layout/layout-routes';
import { MENU_ICON_NAMES, menuIcon } from '../app/layout/menu/menu-icons';
import { SIDE_MENU_LOOK, toAntdItems } from '../app/layout/menu/SideMenu';
import { inLayout } from '../app/layout/route-match';
import type { FrameTemplate } from '../app/layout/sidebar-snapshot/frame-from-menu';

/** The sample's ids: the page finds each kind of entry by them (and replaces them in its attributes). */
const SAMPLE_IDS = { folder: 987650001, inner: 987650002, leaf: 987650003 } as const;
const SAMPLE_URL = '/frame-sample';
/** The icon the sample entries have; the page swaps in each entry's own. */
const SAMPLE_ICON = 'dashboard';

const SAMPLE_MENU: MenuItem[] = [
  {
    id: SAMPLE_IDS.folder,
    name: 'folder',
    url: '',
    favicon: SAMPLE_ICON,
    children: [{ id: SAMPLE_IDS.inner, name: 'inner', url: SAMPLE_URL, favicon: '', children: [] }],
  },
  { id: SAMPLE_IDS.leaf, name: 'leaf', url: SAMPLE_URL, favicon: SAMPLE_ICON, children: [] },
];

/**
 * As the console draws it (app-providers.tsx: antd's static stylesheet, the theme's variables
 * written at run time), the folder closed with its entries rendered (as once the first screen
 * is up), nothing selected.
 */
const SampleFrame = () => (
  <ConfigProvider theme={{ zeroRuntime: true }}>
    <LayoutFrame
      sider={
        <DesktopSider collapsed={false}>
          <Menu
            {...SIDE_MENU_LOOK}
            items={toAntdItems(SAMPLE_MENU)}
            selectedKeys={[]}
            openKeys={[]}
            forceSubMenuRender
          />
        </DesktopSider>
      }
      content={<span className="boot-spinner" aria-hidden="true" />}
    />
  </ConfigProvider>
);

/** The paths the sidebar may offer: registered and not hidden (layout-routes.ts isMenuEntry). */
export const menuPaths = (): string[] =>
  allRoutes.filter((route) => route.handle.hidden !== true).map((route) => route.path);

/** The paths of screens outside the layout (route-match.ts inLayout): no sidebar over them. */
export const standalonePaths = (): string[] =>
  allRoutes.filter((route) => !inLayout(route)).map((route) => route.path);

/**
 * The markup of the frame and of every menu icon, and antd's run-time rules for them (the
 * theme's variables). The brand's name is the current language's; the page puts its own in.
 */
export const prerenderFrame = (): Omit<FrameTemplate, 'css' | 'brand' | 'menuPaths' | 'standalonePaths'> & {
  runtimeCss: string;
} => {
  const router = createMemoryRouter([{ path: '*', element: <SampleFrame /> }], { initialEntries: ['/'] });
  // antd writes the theme's variables at run time even with its static stylesheet: collected here.
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <RouterProvider router={router} />
    </StyleProvider>,
  );
  router.dispose();
  const icons: Record<string, string> = {};
  for (const name of MENU_ICON_NAMES) icons[name] = renderToStaticMarkup(menuIcon(name));
  return {
    html,
    runtimeCss: extractStyle(cache, { plain: true }),
    icons,
    fallbackIcon: renderToStaticMarkup(menuIcon(undefined)),
    sample: SAMPLE_IDS,
  };
};
