import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useLayoutStore } from './layout-store';

/**
 * The sidebar of mobile mode. Its own module, loaded only when the window is narrow: a
 * desktop session never downloads the Drawer.
 */
const MobileMenuDrawer = ({
  width,
  background,
  children,
}: {
  width: number;
  background: string;
  children: ReactNode;
}) => {
  const open = useLayoutStore((state) => state.drawerOpen);
  const setOpen = useLayoutStore((state) => state.setDrawerOpen);
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={() => setOpen(false)}
      size={width}
      closable={false}
      styles={{ body: { padding: 0, background } }}
    >
      {children}
    </Drawer>
  );
};

export default MobileMenuDrawer;
