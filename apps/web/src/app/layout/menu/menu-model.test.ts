import type { MenuItem } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { isRegisteredUrl, type RouteLike } from '../route-match';
import { breadcrumbHref, filterMenu, findMenuPath, firstLeaf, menuHref, openKeysFor } from './menu-model';

const node = (id: number, name: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  url,
  favicon: '',
  children,
});

const routes: RouteLike[] = [
  { path: '/dashboard', handle: { title: 'dashboard:title', affix: true } },
  { path: '/notice/index', handle: { title: 'notice:title' } },
  { path: '/message/index', handle: { title: 'message:title' } },
  { path: '/orders/:id', handle: { title: 'orders:detail' } },
];
const registered = (url: string) => isRegisteredUrl(routes, url);

const tree: MenuItem[] = [
  node(1, 'Home', '/dashboard'),
  node(10, 'Store', '/store', [node(11, 'Picture', '/picture'), node(12, 'Decoration', '/decoration')]),
  node(20, 'Notices', '/notices', [
    node(21, 'Announcements', '/notice/index'),
    node(22, 'Deep', '/deep', [node(23, 'Messages', '/message/index'), node(24, 'Missing', '/missing')]),
  ]),
  node(30, 'Unbuilt', '/unbuilt'),
  node(40, 'Order', '/orders/7'),
];

describe('filterMenu', () => {
  const visible = filterMenu(tree, registered);

  it('keeps leaves whose url is a registered route', () => {
    expect(visible.map((item) => item.id)).toEqual([1, 20, 40]);
  });

  it('drops a parent whose children are all unregistered', () => {
    expect(visible.find((item) => item.id === 10)).toBeUndefined();
  });

  it('keeps parents with visible children, recursively pruned', () => {
    const notices = visible.find((item) => item.id === 20)!;
    expect(notices.children.map((item) => item.id)).toEqual([21, 22]);
    expect(notices.children[1]!.children.map((item) => item.id)).toEqual([23]);
  });

  it('matches parameterised routes and ignores query strings', () => {
    expect(registered('/orders/7')).toBe(true);
    expect(registered('/notice/index?x=1')).toBe(true);
    expect(registered('')).toBe(false);
  });

  it('does not change its input', () => {
    expect(tree[2]!.children[1]!.children).toHaveLength(2);
  });

  it('treats a missing children list as a leaf', () => {
    const bare = { id: 5, name: 'Bare', url: '/dashboard', favicon: '' } as unknown as MenuItem;
    expect(filterMenu([bare], registered)).toEqual([{ ...bare, children: [] }]);
  });
});

describe('menuHref', () => {
  it('appends the menu id', () => {
    expect(menuHref({ id: 21, url: '/notice/index' })).toBe('/notice/index?id=21');
  });

  it('keeps an existing query and replaces a stale id', () => {
    expect(menuHref({ id: 3, url: '/class?tab=2&id=9' })).toBe('/class?tab=2&id=3');
  });
});

describe('findMenuPath (breadcrumb)', () => {
  it('returns root to leaf', () => {
    expect(findMenuPath(tree, '/message/index').map((item) => item.id)).toEqual([20, 22, 23]);
  });

  it('prefers the entry named by the id query parameter', () => {
    const twins = [
      node(1, 'A', '/x', [node(2, 'A1', '/page')]),
      node(3, 'B', '/y', [node(4, 'B1', '/page')]),
    ];
    expect(findMenuPath(twins, '/page', '4').map((item) => item.id)).toEqual([3, 4]);
    expect(findMenuPath(twins, '/page', '2').map((item) => item.id)).toEqual([1, 2]);
    // An id of another page is ignored.
    expect(findMenuPath(twins, '/page', '3').map((item) => item.id)).toEqual([1, 2]);
    expect(findMenuPath(twins, '/page', null).map((item) => item.id)).toEqual([1, 2]);
  });

  it('is empty for a page outside the menu', () => {
    expect(findMenuPath(tree, '/profile')).toEqual([]);
  });

  it('never matches a folder by its own url', () => {
    expect(findMenuPath(tree, '/notices')).toEqual([]);
  });

  it('gives the folders to open', () => {
    expect(openKeysFor(findMenuPath(tree, '/message/index'))).toEqual(['20', '22']);
    expect(openKeysFor(findMenuPath(tree, '/dashboard'))).toEqual([]);
  });
});

describe('breadcrumbHref', () => {
  it('links a registered parent with its own id', () => {
    const parent = node(50, 'Notices', '/notice/index', [node(51, 'Detail', '/message/index')]);
    expect(breadcrumbHref(parent, registered)).toBe('/notice/index?id=50');
  });

  it('sends a folder to its first screen, with that screen id', () => {
    const visible = filterMenu(tree, registered);
    expect(breadcrumbHref(visible.find((item) => item.id === 20)!, registered)).toBe('/notice/index?id=21');
  });

  it('gives no link when nothing below can be opened', () => {
    expect(breadcrumbHref(tree[1]!, registered)).toBeUndefined();
    expect(firstLeaf(node(1, 'Empty folder', '', []))?.id).toBe(1);
  });
});
