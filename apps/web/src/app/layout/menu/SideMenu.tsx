import type { MenuItem } from '@merchant/shared';
import { Menu, type MenuProps, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { menuIcon } from './menu-icons';
import { menuHref, menuKey, openKeysFor } from './menu-model';
import { useCurrentMenuPath, useMenu } from './use-menu';

type AntdItems = NonNullable<MenuProps['items']>;

// Leaves are real links (middle click opens a browser tab); folders only open and close.
const toAntdItems = (items: readonly MenuItem[], depth = 0): AntdItems =>
  items.map((item) =>
    item.children.length > 0
      ? {
          key: menuKey(item),
          icon: depth === 0 ? menuIcon(item.favicon) : undefined,
          label: item.name,
          children: toAntdItems(item.children, depth + 1),
        }
      : {
          key: menuKey(item),
          icon: depth === 0 ? menuIcon(item.favicon) : undefined,
          label: <Link to={menuHref(item)}>{item.name}</Link>,
        },
  );

export interface SideMenuProps {
  /** The desktop sider is collapsed to icons: antd then shows folders as pop-ups. */
  collapsed: boolean;
}

export const SideMenu = ({ collapsed }: SideMenuProps) => {
  const { items, isLoading } = useMenu();
  const path = useCurrentMenuPath(items);
  const antdItems = useMemo(() => toAntdItems(items), [items]);
  const last = path[path.length - 1];
  const selectedKeys = last ? [menuKey(last)] : [];

  // Folders the user opened stay open; the current page's folders are opened on arrival.
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const currentFolders = openKeysFor(path).join(',');
  useEffect(() => {
    if (!currentFolders) return;
    setOpenKeys((open) => [...new Set([...open, ...currentFolders.split(',')])]);
  }, [currentFolders]);

  if (isLoading) return <Spin style={{ display: 'block', padding: 24 }} />;
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={antdItems}
      selectedKeys={selectedKeys}
      // Controlled open keys in collapsed mode would pop folders open over the content.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
};
