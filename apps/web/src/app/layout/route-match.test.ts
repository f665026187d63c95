import { describe, expect, it } from 'vitest';
import {
  findRoute,
  flattenRoutes,
  inLayout,
  isMenuUrl,
  pathOf,
  type RouteLike,
  tabMetaOf,
} from './route-match';

const routes: RouteLike[] = [
  { path: '/notice/:id', handle: { title: 'notice:detail' } },
  { path: '/notice/detail', handle: { title: 'notice:detailPage' } },
  { path: '/state', handle: { title: 'state:title', layout: false } },
];

describe('route matching', () => {
  it('strips query and hash', () => {
    expect(pathOf('/a/b?id=1#top')).toBe('/a/b');
    expect(pathOf('/a#x')).toBe('/a');
  });

  it('prefers a literal path over a pattern', () => {
    expect(findRoute(routes, '/notice/detail')?.handle.title).toBe('notice:detailPage');
    expect(findRoute(routes, '/notice/12')?.handle.title).toBe('notice:detail');
    expect(findRoute(routes, '/notice/12/more')).toBeUndefined();
  });

  it('keeps hidden routes out of the sidebar', () => {
    const withHidden: RouteLike[] = [
      ...routes,
      { path: '/notice/only', handle: { title: 'n', hidden: true } },
    ];
    expect(isMenuUrl(withHidden, '/notice/only?id=3')).toBe(false);
    expect(isMenuUrl(withHidden, '/state')).toBe(true);
    expect(isMenuUrl(withHidden, '/unknown')).toBe(false);
    expect(isMenuUrl(withHidden, '')).toBe(false);
  });

  it('tells layout routes from stand-alone ones', () => {
    expect(routes.filter(inLayout).map((route) => route.path)).toEqual(['/notice/:id', '/notice/detail']);
  });
});

describe('flattenRoutes and tabMetaOf', () => {
  it('flattens nested routes depth first', () => {
    type Nested = RouteLike & { children?: Nested[] };
    const nested: Nested[] = [
      { path: '/a', handle: { title: 'a' }, children: [{ path: '/a/b', handle: { title: 'b' } }] },
      { path: '/c', handle: { title: 'c' } },
    ];
    expect(flattenRoutes(nested).map((route) => route.path)).toEqual(['/a', '/a/b', '/c']);
  });

  it('makes the dashboard affix whatever its handle says', () => {
    expect(tabMetaOf({ path: '/dashboard', handle: { title: 'd' } })).toEqual({
      title: 'd',
      affix: true,
      noCache: false,
    });
    expect(tabMetaOf({ path: '/x', handle: { title: 'x', noCache: true, affix: true } })).toEqual({
      title: 'x',
      affix: true,
      noCache: true,
    });
  });
});
