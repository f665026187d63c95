/**
 * The main layout (spec §2): sidebar from the server menu, top bar, tab strip of visited views
 * and the kept-alive content area. Below 1024 px (minus 3) the sidebar becomes a drawer.
 * The element of the router's `layout` route (app/router.tsx): keep the named export.
 */
import { Layout, theme } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../session-store';
import { useLayoutStore } from './layout-store';
import { SideMenu } from './menu/SideMenu';
import { HOME_PATH } from './route-match';
import { KeepAliveContent } from './tabs/KeepAliveContent';
import { TabStrip } from './tabs/TabStrip';
import { TopBar } from './topbar/TopBar';
import { useFollowOtherTabs, useStoreSync } from './topbar/use-store-selection';
import { useIsMobile } from './use-is-mobile';
import { useRestAfterSidebar } from './use-rest-after-sidebar';

// For the router's layout route: the menu before the first render.
export { prefetchMenu } from './menu/use-menu';

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));
// Only an account without a password of its own (a new employee) ever loads it.
const InitialPasswordDialog = lazy(() => import('../../features/user/components/InitialPasswordDialog'));

// Wide enough for most entry names in the three languages; longer ones wrap (SideMenu).
const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;
const HEADER_HEIGHT = 50;
/** antd's dark menu colour, so brand and menu read as one. */
const SIDER_BACKGROUND = '#001529';

const Brand = ({ collapsed }: { collapsed: boolean }) => {
  const { t } = useTranslation('shell');
  const name = t('appName');
  return (
    <Link
      to={HOME_PATH}
      aria-label={name}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: HEADER_HEIGHT,
        color: '#fff',
        fontWeight: 600,
        fontSize: collapsed ? 18 : 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {collapsed ? name.slice(0, 1) : name}
    </Link>
  );
};

export const MainLayout = () => {
  const rest = useRestAfterSidebar();
  const mobile = useIsMobile();
  const sidebarOpened = useLayoutStore((state) => state.sidebarOpened);
  const toggleSidebar = useLayoutStore((state) => state.toggleSidebar);
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  const setDrawerOpen = useLayoutStore((state) => state.setDrawerOpen);
  const { pathname, search } = useLocation();
  const { token } = theme.useToken();
  const storeReady = useStoreSync();
  const mustSetPassword = useSessionStore((state) => state.mustSetPassword);
  useFollowOtherTabs();

  // The drawer is a phone menu: picking a page (or leaving mobile mode) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, by design
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, search, mobile, setDrawerOpen]);

  const menuShown = mobile ? drawerOpen : sidebarOpened;
  const toggleMenu = mobile ? () => setDrawerOpen(!drawerOpen) : toggleSidebar;

  return (
    // Fixed to the viewport: only the content area scrolls (its scrollTop is what the tabs
    // remember), whatever margin the page's body has.
    // `data-frame`: what the copy that the next load shows at once is made of (sidebar-snapshot).
    <Layout data-frame="root" style={{ position: 'fixed', inset: 0, overflow: 'hidden' }}>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer width={SIDER_WIDTH} background={SIDER_BACKGROUND}>
            <Brand collapsed={false} />
            <SideMenu collapsed={false} />
          </MobileMenuDrawer>
        </Suspense>
      ) : (
        <Layout.Sider
          data-frame="whole"
          trigger={null}
          collapsible
          collapsed={!sidebarOpened}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          style={{ overflowY: 'auto', overflowX: 'hidden', background: SIDER_BACKGROUND }}
        >
          <Brand collapsed={!sidebarOpened} />
          <SideMenu collapsed={!sidebarOpened} />
        </Layout.Sider>
      )}
      <Layout data-frame="frame" style={{ minWidth: 0 }}>
        <Layout.Header
          data-frame="empty"
          style={{
            height: HEADER_HEIGHT,
            lineHeight: 'normal',
            padding: '0 8px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {/* On a phone the top bar holds the menu's button: it comes with the first commit. */}
          {(rest || mobile) && <TopBar mobile={mobile} menuShown={menuShown} onToggleMenu={toggleMenu} />}
        </Layout.Header>
        <div data-frame="empty" style={{ background: token.colorBgContainer }}>
          {rest && <TabStrip />}
        </div>
        <Layout.Content
          data-frame="content"
          style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <KeepAliveContent ready={storeReady && rest} />
        </Layout.Content>
      </Layout>
      {mustSetPassword && (
        <Suspense fallback={null}>
          <InitialPasswordDialog />
        </Suspense>
      )}
    </Layout>
  );
};

export default MainLayout;
