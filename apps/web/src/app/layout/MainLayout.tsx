/**
 * The main layout (spec §2): sidebar from the server menu, top bar, tab strip of visited views
 * and the kept-alive content area. Below 1024 px (minus 3) the sidebar becomes a drawer.
 * The element of the router's `layout` route (app/router.tsx): keep the named export.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../session-store';
import { Brand, DesktopSider, LayoutFrame, SIDER_BACKGROUND, SIDER_WIDTH } from './layout-frame';
import { useLayoutStore } from './layout-store';
import { SideMenu } from './menu/SideMenu';
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

export const MainLayout = () => {
  const rest = useRestAfterSidebar();
  const mobile = useIsMobile();
  const sidebarOpened = useLayoutStore((state) => state.sidebarOpened);
  const toggleSidebar = useLayoutStore((state) => state.toggleSidebar);
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  const setDrawerOpen = useLayoutStore((state) => state.setDrawerOpen);
  const { pathname, search } = useLocation();
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
    <LayoutFrame
      sider={
        mobile ? undefined : (
          <DesktopSider collapsed={!sidebarOpened}>
            <SideMenu collapsed={!sidebarOpened} />
          </DesktopSider>
        )
      }
      // On a phone the top bar holds the menu's button: it comes with the first commit.
      header={(rest || mobile) && <TopBar mobile={mobile} menuShown={menuShown} onToggleMenu={toggleMenu} />}
      tabs={rest && <TabStrip />}
      content={<KeepAliveContent ready={storeReady && rest} />}
    >
      {mobile && (
        <Suspense fallback={null}>
          <MobileMenuDrawer width={SIDER_WIDTH} background={SIDER_BACKGROUND}>
            <Brand collapsed={false} />
            <SideMenu collapsed={false} />
          </MobileMenuDrawer>
        </Suspense>
      )}
      {mustSetPassword && (
        <Suspense fallback={null}>
          <InitialPasswordDialog />
        </Suspense>
      )}
    </LayoutFrame>
  );
};

export default MainLayout;
