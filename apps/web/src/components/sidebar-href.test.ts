import type { MenuItem } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { sidebarHref } from './sidebar-href';

describe('sidebarHref', () => {
  const menu: MenuItem[] = [
    { id: 1, name: 'Home', url: '/dashboard', favicon: 'dashboard', children: [] },
    { id: 11, name: 'Messages', url: '/message/index', favicon: 'mail', children: [] },
    {
      id: 5,
      name: 'Folder',
      url: '/folder',
      favicon: '',
      children: [{ id: 12, name: 'Notices', url: '/notice/index', favicon: '', children: [] }],
    },
  ];

  it('links like the sidebar, with the menu id', () => {
    expect(sidebarHref(menu, '/message/index')).toBe('/message/index?id=11');
    expect(sidebarHref(menu, '/notice/index')).toBe('/notice/index?id=12');
  });

  it('falls back to the bare path', () => {
    expect(sidebarHref(undefined, '/message/index')).toBe('/message/index');
    expect(sidebarHref(menu, '/unknown')).toBe('/unknown');
  });
});
