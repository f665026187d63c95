/**
 * The layout's frame (spec §2): the sidebar with the brand, and beside it the top bar, the tab
 * strip and the content area. MainLayout fills it; the build draws it with a sample menu
 * (src/prerender/frame-template.tsx) for the sidebar that index.html draws from the menu
 * answer before the console runs (sidebar-snapshot/frame-from-menu.ts). One component for
 * both, so that the drawn frame is the console's own markup.
 */
import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from './route-match';

// Wide enough for most entry names in the three languages; longer ones wrap (SideMenu).
export const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;
const HEADER_HEIGHT = 50;
/** antd's dark menu colour, so brand and menu read as one. */
export const SIDER_BACKGROUND = '#001529';

export const Brand = ({ collapsed }: { collapsed: boolean }) => {
  const { t } = useTranslation('shell');
  const name = t('appName');
  return (
    <Link
      to={HOME_PATH}
      aria-label={name}
      // Names the brand in the frame the build draws (its text is the page's language's).
      data-frame-brand=""
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

/** The desktop sidebar: the brand and the menu, collapsible to icons. */
export const DesktopSider = ({ collapsed, children }: { collapsed: boolean; children: ReactNode }) => (
  <Layout.Sider
    data-frame="whole"
    trigger={null}
    collapsible
    collapsed={collapsed}
    width={SIDER_WIDTH}
    collapsedWidth={SIDER_COLLAPSED_WIDTH}
    style={{ overflowY: 'auto', overflowX: 'hidden', background: SIDER_BACKGROUND }}
  >
    <Brand collapsed={collapsed} />
    {children}
  </Layout.Sider>
);

export interface LayoutFrameProps {
  /** The desktop sidebar, or nothing on a phone (its menu is a drawer). */
  sider?: ReactNode;
  header?: ReactNode;
  tabs?: ReactNode;
  content: ReactNode;
  /** Outside the frame: the phone's drawer, dialogs. */
  children?: ReactNode;
}

export const LayoutFrame = ({ sider, header, tabs, content, children }: LayoutFrameProps) => {
  const { token } = theme.useToken();
  return (
    // Fixed to the viewport: only the content area scrolls (its scrollTop is what the tabs
    // remember), whatever margin the page's body has.
    // `data-frame`: what the copy that the next load shows at once is made of (sidebar-snapshot).
    // `hasSider` said, not found by antd after the first commit: the build's markup has it too.
    <Layout
      data-frame="root"
      hasSider={sider !== undefined}
      style={{ position: 'fixed', inset: 0, overflow: 'hidden' }}
    >
      {sider}
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
          {header}
        </Layout.Header>
        <div data-frame="empty" style={{ background: token.colorBgContainer }}>
          {tabs}
        </div>
        <Layout.Content
          data-frame="content"
          style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          {content}
        </Layout.Content>
      </Layout>
      {children}
    </Layout>
  );
};
