import type { MenuItem } from '@merchant/shared';
import { Menu, type MenuProps, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useLayoutStore } from '../layout-store';
import { useSidebarSnapshot } from '../sidebar-snapshot/use-sidebar-snapshot';
import { useSnapshotFolders } from '../sidebar-snapshot/use-snapshot-folders';
import { menuIcon } from './menu-icons';
import { menuHref, menuKey, openKeysFor } from './menu-model';
import { useCurrentMenuPath, useMenu } from './use-menu';

type AntdItems = NonNullable<MenuProps['items']>;

/**
 * A name as long as it is: antd cuts menu texts to one line ("Gestión de usuari…" in Spanish at
 * 1280 px); a long one wraps to a second line, which the item's 40 px still holds.
 */
const wrapStyle = {
  display: 'inline-block',
  whiteSpace: 'normal',
  lineHeight: 1.25,
  verticalAlign: 'middle',
} as const;

/**
 * A folder's title as a real button. antd's menu gives its items roving focus (tabindex -1,
 * arrow keys once the menu has focus), so Tab alone never reached a folder, and a keyboard user
 * could not open one. The button's click bubbles to antd's title, which opens or closes the
 * folder, so Enter and Space work as on any button. Arrow keys still move within the menu.
 */
const FolderTitle = ({ name, menuKey }: { name: string; menuKey: string }) => (
  <button
    type="button"
    // Names the folder in the copy of the sidebar that index.html shows (sidebar-snapshot).
    data-menu-key={menuKey}
    // antd's menu handles Enter and Space itself (for its roving item) and cancels them, which
    // would also cancel the button's click: the button keeps its own keys.
    onKeyDown={(event) => {
      if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
    }}
    // Looks like the text antd draws; the browser's own focus ring stays.
    style={{
      background: 'none',
      border: 0,
      padding: 0,
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      textAlign: 'start',
      ...wrapStyle,
    }}
  >
    {name}
  </button>
);

// Leaves are real links (middle click opens a browser tab); folders only open and close.
export const toAntdItems = (items: readonly MenuItem[], depth = 0): AntdItems =>
  items.map((item) =>
    item.children.length > 0
      ? {
          key: menuKey(item),
          icon: depth === 0 ? menuIcon(item.favicon) : undefined,
          label: <FolderTitle name={item.name} menuKey={menuKey(item)} />,
          children: toAntdItems(item.children, depth + 1),
        }
      : {
          key: menuKey(item),
          icon: depth === 0 ? menuIcon(item.favicon) : undefined,
          label: (
            <Link to={menuHref(item)} style={wrapStyle}>
              {item.name}
            </Link>
          ),
        },
  );

/** How the sidebar's menu looks: also the frame the build draws (src/prerender/frame-template.tsx). */
export const SIDE_MENU_LOOK = { mode: 'inline', theme: 'dark' } as const;

export interface SideMenuProps {
  /** The desktop sider is collapsed to icons: antd then shows folders as pop-ups. */
  collapsed: boolean;
}

export const SideMenu = ({ collapsed }: SideMenuProps) => {
  const { items, isLoading } = useMenu();
  const path = useCurrentMenuPath(items);
  const antdItems = useMemo(() => toAntdItems(items), [items]);
  // On a phone the menu is a drawer over the page: any choice closes it, the page already shown
  // included (navigating to it changes nothing the layout would react to).
  const closeDrawer = useLayoutStore((state) => state.setDrawerOpen);
  const last = path[path.length - 1];
  const selectedKeys = last ? [menuKey(last)] : [];

  // Folders the user opened stay open; the current page's folders are opened on arrival. Over
  // the copy index.html showed, the folders are as the merchant left them there.
  const { fromSnapshot, openKeys, setOpenKeys } = useSnapshotFolders();
  const currentFolders = openKeysFor(path).join(',');
  const arrived = useRef(fromSnapshot !== undefined);
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    if (!currentFolders) return;
    setOpenKeys((open) => [...new Set([...open, ...currentFolders.split(',')])]);
  }, [currentFolders, setOpenKeys]);

  const { menuRef, renderClosedFolders } = useSidebarSnapshot(collapsed, antdItems);

  if (isLoading) return <Spin style={{ display: 'block', padding: 24 }} />;
  return (
    <Menu
      ref={menuRef}
      // Closed folders too, once the first screen is up: the copy of the sidebar that the next
      // load shows at once (sidebar-snapshot) can then open any of them.
      forceSubMenuRender={renderClosedFolders}
      {...SIDE_MENU_LOOK}
      items={antdItems}
      selectedKeys={selectedKeys}
      onClick={() => closeDrawer(false)}
      // Controlled open keys in collapsed mode would pop folders open over the content.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
};
