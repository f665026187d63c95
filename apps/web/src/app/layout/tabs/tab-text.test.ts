import type { MenuItem } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { tabText } from './tab-text';

const leaf = (id: number, url: string, name: string): MenuItem => ({
  id,
  url,
  name,
  favicon: '',
  children: [],
});
const menu: MenuItem[] = [
  leaf(1, '/dashboard', '首页'),
  {
    id: 2,
    url: '/apply',
    name: '申请开通',
    favicon: 'form',
    children: [leaf(202, '/timeapplication', '计时业务')],
  },
  { id: 6, url: '/users', name: '用户管理', favicon: 'team', children: [leaf(604, '/member', '会员管理')] },
];
const translate = (key: string) => `t(${key})`;
const tab = (pathname: string, search = '', label?: string) => ({
  pathname,
  search,
  title: 'x:title',
  label,
});

describe('tabText', () => {
  it("names a sidebar screen's tab after its entry, not after the route title", () => {
    expect(tabText(tab('/member', '?id=604'), menu, { withFolder: false, translate })).toBe('会员管理');
    expect(tabText(tab('/member'), menu, { withFolder: false, translate })).toBe('会员管理');
  });

  it('adds the folder for screens that share one title across entries', () => {
    expect(tabText(tab('/timeapplication', '?id=202'), menu, { withFolder: true, translate })).toBe(
      '申请开通 · 计时业务',
    );
    // A top-level entry has no folder to add.
    expect(tabText(tab('/dashboard'), menu, { withFolder: true, translate })).toBe('首页');
  });

  it("keeps a page's own label, and the route title outside the menu", () => {
    expect(tabText(tab('/member', '', 'Zhang'), menu, { withFolder: false, translate })).toBe('Zhang');
    expect(tabText(tab('/profile'), menu, { withFolder: false, translate })).toBe('t(x:title)');
    expect(tabText(tab('/member'), [], { withFolder: false, translate })).toBe('t(x:title)');
  });
});
